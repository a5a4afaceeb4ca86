import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Role } from '@voosh/shared';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newPasswordProblem } from '../common/validation/common-passwords';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PasswordHasher } from './password-hasher';
import { User } from './entities/user.entity';

/** Under DATA_DIR: the generated password of the first admin, when none was configured. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';
/** The first admin's e-mail when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@voosh.local';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');
  private userColumnList?: string;

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The users columns (of `users`) under the entity's property names (`users.email_verified as
   * "emailVerified"`...), for plain reads of accounts: the CallerGuard's read on every authenticated
   * request (SessionsService.liveAccount) builds its own query, as the ORM's query and entity
   * building cost several times the read itself.
   */
  userColumns(): string {
    return (this.userColumnList ??= this.em
      .getMetadata(User)
      .props.filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1)
      .map((prop) => `users.${prop.fieldNames[0]} as "${prop.name}"`)
      .join(', '));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: normalizeEmail(email) });
  }

  /**
   * Every token issued so far stops working (their token version no longer matches), on every
   * instance from its next call; in `em`'s transaction when given.
   */
  async revokeSessions(userId: number, em: EntityManager = this.em): Promise<void> {
    await em.execute('update users set token_version = token_version + 1 where id = ?', [userId]);
  }

  /**
   * Deletes DATA_DIR/first-admin-password.txt once the password it holds no longer opens the
   * first admin's account (changed in the profile or by a reset, or the account gone): it would
   * point the operator, and the start summary, at a password that no longer works. Run at every
   * start and after every change of a password, whatever the path.
   */
  async forgetChangedFirstAdminPassword(): Promise<void> {
    const passwordFile = join(this.config.dataDir, FIRST_ADMIN_PASSWORD_FILE);
    let password: string;
    try {
      password = readFileSync(passwordFile, 'utf8').trim();
    } catch {
      return; // no file: nothing to forget
    }
    try {
      const admin = await this.em.fork().findOne(User, { email: this.config.admin.email ?? DEFAULT_ADMIN_EMAIL });
      if (admin && (await this.hasher.verify(admin.passwordHash, password))) return;
      rmSync(passwordFile, { force: true });
      this.logger.log(`Deleted ${passwordFile}: the first admin's password has been changed`);
    } catch (error) {
      // The change it follows is made: a file left behind is told, never the caller's failure.
      this.logger.warn(`Could not check or delete ${passwordFile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when set, else, when no admin exists yet,
   * `admin@voosh.local` with a generated password written to DATA_DIR/first-admin-password.txt.
   * A weak ADMIN_PASSWORD (too short, or a common one) stops the start; without ADMIN_EMAIL it is not used, nor checked.
   */
  async ensureFirstAdmin(): Promise<void> {
    await this.forgetChangedFirstAdminPassword();
    const em = this.em.fork();
    const { email, password } = this.config.admin;
    if (email && password) {
      const weakness = newPasswordProblem(password);
      if (weakness) throw new Error(`ADMIN_PASSWORD is refused: ${weakness}`);
      const existing = await em.findOne(User, { email });
      if (existing) return;
      em.create(User, { email, passwordHash: await this.hasher.hash(password), role: Role.Admin, emailVerified: true });
      await em.flush();
      this.logger.log(`Created the admin account ${email} from ADMIN_EMAIL`);
      return;
    }
    if ((await em.count(User, { role: Role.Admin })) > 0) return;
    const generatedEmail = email ?? DEFAULT_ADMIN_EMAIL;
    const generatedPassword = randomBytes(12).toString('base64url');
    em.create(User, {
      email: generatedEmail,
      passwordHash: await this.hasher.hash(generatedPassword),
      role: Role.Admin,
      emailVerified: true,
    });
    await em.flush();
    // Never in the log (logs are shipped and kept): in a file only this system user can read.
    const passwordFile = join(this.config.dataDir, FIRST_ADMIN_PASSWORD_FILE);
    mkdirSync(this.config.dataDir, { recursive: true });
    writeFileSync(passwordFile, `${generatedPassword}\n`, { mode: 0o600 });
    this.logger.warn(
      `Created the first admin account ${generatedEmail}; its password is in ${passwordFile} (deleted once you have changed the password)`,
    );
  }
}
