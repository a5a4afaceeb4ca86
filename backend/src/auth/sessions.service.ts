import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Account, type AccountRow, accountOf } from '../users/account';
import { isLiveAccount } from '../users/live-account';
import { UsersService } from '../users/users.service';
import type { AccountProof, SessionClaims } from './token.service';

/**
 * The account behind a session token, the end of one session, and the single use of a token used once. A token signed out with
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
  async liveAccount(claims: SessionClaims): Promise<Account | null> {
    const [row] = await this.em.getConnection().execute<(AccountRow & { signedOut: boolean })[]>(
      `select ${this.users.userColumns()}, exists (select 1 from revoked_sessions r where r.token_id = ?) as "signedOut"
         from users where users.id = ?`,
      [claims.jti, claims.userId],
    );
    if (!row || row.signedOut) return null;
    const { signedOut: _signedOut, ...account } = row;
    return isLiveAccount(account, claims) ? accountOf(account) : null;
  }

  /**
   * Ends the session of these claims (its token no longer works, anywhere); the account's other
   * sessions go on. Rows of tokens that have expired anyway are purged.
   */
  async end(claims: SessionClaims): Promise<void> {
    await this.spend(claims.jti, claims.userId, claims.exp);
  }

  /**
   * Ends a token used once (a sign-in's two-factor challenge) as it is used: true for the one call
   * that ended it, false when it was already spent, on any instance (the insert decides a race).
   */
  async spendOnce(proof: AccountProof): Promise<boolean> {
    return this.spend(proof.tokenId, proof.userId, proof.expiresAt);
  }

  /** Whether a token (by its id) has been ended: a session signed out, a token used once used. */
  async ended(tokenId: string): Promise<boolean> {
    const [row] = await this.em
      .getConnection()
      .execute<{ ended: boolean }[]>('select exists (select 1 from revoked_sessions where token_id = ?) as ended', [tokenId]);
    return row!.ended;
  }

  /** Records a token as ended until it would have expired (`expiresAt`, seconds); purges the rows of tokens expired anyway. */
  private async spend(tokenId: string, userId: number, expiresAt: number): Promise<boolean> {
    const connection = this.em.getConnection();
    const inserted = await connection.execute<{ token_id: string }[]>(
      'insert into revoked_sessions (token_id, user_id, expires_at) values (?, ?, to_timestamp(?)) on conflict (token_id) do nothing returning token_id',
      [tokenId, userId, expiresAt],
    );
    await connection.execute('delete from revoked_sessions where expires_at < now()');
    return inserted.length === 1;
  }
}
