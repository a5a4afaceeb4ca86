import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Role } from '@voosh/shared';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PasswordHasher } from '../auth/password-hasher';
import { User } from './entities/user.entity';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normalizeEmail(email) });
  }

  /** Every token issued so far stops working (their token version no longer matches). */
  async revokeSessions(userId: number): Promise<void> {
    await this.em.getConnection().execute('update users set token_version = token_version + 1 where id = ?', [userId]);
  }

  /**
   * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when set, else, when no admin exists yet,
   * one with a generated password printed once to the log.
   */
  async ensureFirstAdmin(): Promise<void> {
    const em = this.em.fork();
    const { email, password } = this.config.admin;
    if (email && password) {
      const existing = await em.findOne(User, { email });
      if (existing) return;
      em.create(User, { email, passwordHash: await this.hasher.hash(password), role: Role.Admin, emailVerified: true });
      await em.flush();
      this.logger.log(`Created the admin account ${email} from ADMIN_EMAIL`);
      return;
    }
    if ((await em.count(User, { role: Role.Admin })) > 0) return;
    const generatedEmail = email ?? 'admin@voosh.local';
    const generatedPassword = randomBytes(12).toString('base64url');
    em.create(User, {
      email: generatedEmail,
      passwordHash: await this.hasher.hash(generatedPassword),
      role: Role.Admin,
      emailVerified: true,
    });
    await em.flush();
    this.logger.warn(
      `Created the first admin account: ${generatedEmail} / ${generatedPassword} (shown once; change it after signing in)`,
    );
  }
}
