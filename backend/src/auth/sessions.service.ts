import { type EntityData, EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../users/entities/user.entity';
import { isLiveAccount } from '../users/live-account';
import { UsersService } from '../users/users.service';
import type { SessionClaims } from './token.service';

/**
 * The account behind a session token, and the end of one session. A token signed out with
 * POST /api/auth/logout is refused by every instance from its next request on (the revocation is a
 * row, read with the account in one query); `logout-all` ends every token at once by the account's
 * token version instead.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  /**
   * The live account of valid claims: it exists, is active, has the token's version, and this
   * token was not signed out. One read, on every authenticated request.
   */
  async liveAccount(claims: SessionClaims): Promise<User | null> {
    const [row] = await this.em.getConnection().execute<(EntityData<User> & { signedOut: boolean })[]>(
      `select ${this.users.userColumns()}, exists (select 1 from revoked_sessions r where r.token_id = ?) as "signedOut"
         from users where users.id = ?`,
      [claims.jti, claims.userId],
    );
    if (!row || row.signedOut) return null;
    const { signedOut: _signedOut, ...account } = row;
    const user = this.users.managed(account);
    return isLiveAccount(user, claims) ? user : null;
  }

  /**
   * Ends the session of these claims (its token no longer works, anywhere); the account's other
   * sessions go on. Rows of tokens that have expired anyway are purged.
   */
  async end(claims: SessionClaims): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(
      'insert into revoked_sessions (token_id, user_id, expires_at) values (?, ?, to_timestamp(?)) on conflict (token_id) do nothing',
      [claims.jti, claims.userId, claims.exp],
    );
    await connection.execute('delete from revoked_sessions where expires_at < now()');
  }
}
