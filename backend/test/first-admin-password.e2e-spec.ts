import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSummary } from '../src/start-summary';
import { User } from '../src/users/entities/user.entity';
import { PasswordHasher } from '../src/users/password-hasher';
import { FIRST_ADMIN_PASSWORD_FILE, UsersService } from '../src/users/users.service';
import { bearer, PASSWORD, withPassword } from './support/accounts';
import { createTestApp, type TestAppWithMail } from './support/test-app';

const ADMIN = 'admin@voosh.test';
const NEW_PASSWORD = 'a-new-admin-pass-1';

/**
 * The first admin made with a generated password (ADMIN_EMAIL without ADMIN_PASSWORD), as a first
 * `npm start` makes it: its file in DATA_DIR goes once the password it holds stops working, so
 * neither the file nor the start summary points at an old password.
 */
describe('The first admin password file', () => {
  let t: TestAppWithMail;
  let file: string;
  beforeEach(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: '' }, { mail: true });
    file = join(t.dataDir, FIRST_ADMIN_PASSWORD_FILE);
  });
  afterEach(() => t.close());

  const summaryNamesTheFile = () =>
    startSummary({ port: 3000, dataDir: t.dataDir, admin: { email: ADMIN } }, { folder: t.dataDir }).some((line) =>
      line.includes(FIRST_ADMIN_PASSWORD_FILE),
    );
  const signInWithTheFile = async () => {
    const password = readFileSync(file, 'utf8').trim();
    const { body } = await t.http.post('/api/auth/login').send({ email: ADMIN, password }).expect(200);
    return { password, token: (body as { token: string }).token };
  };

  it("is deleted once the first admin changes the password in the profile, not when another account's changes", async () => {
    expect(summaryNamesTheFile()).toBe(true);
    const other = await withPassword(t, 'ADMIN');
    await t.http
      .post('/api/auth/change-password')
      .set(other.auth)
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(existsSync(file)).toBe(true);

    const { password, token } = await signInWithTheFile();
    await t.http
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: password, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(existsSync(file)).toBe(false);
    expect(summaryNamesTheFile()).toBe(false);
  });

  it('is deleted once the first admin resets the password', async () => {
    await signInWithTheFile();
    const before = t.mail.mails.length;
    await t.http.post('/api/auth/forgot-password').send({ email: ADMIN }).expect(200);
    const code = await t.mail.codeFor(ADMIN, before);
    await t.http.post('/api/auth/reset-password').send({ email: ADMIN, code, newPassword: NEW_PASSWORD }).expect(200);
    expect(existsSync(file)).toBe(false);
    await t.http.post('/api/auth/login').send({ email: ADMIN, password: NEW_PASSWORD }).expect(200);
  });

  it('is kept at a start while it opens the account, and deleted at the next start once it does not', async () => {
    const users = t.app.get(UsersService);
    await users.ensureFirstAdmin();
    expect(existsSync(file)).toBe(true);
    // Changed by a way the app does not watch (straight in the database).
    await t.em().nativeUpdate(User, { email: ADMIN }, { passwordHash: await t.app.get(PasswordHasher).hash(NEW_PASSWORD) });
    await users.ensureFirstAdmin();
    expect(existsSync(file)).toBe(false);
    expect(summaryNamesTheFile()).toBe(false);
  });
});
