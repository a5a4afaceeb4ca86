import { TokenService } from '../../src/auth/token.service';
import { User } from '../../src/users/entities/user.entity';
import { PasswordHasher } from '../../src/users/password-hasher';
import type { TestApp } from './test-app';
import type { TestSmtpServer } from './test-smtp';

export const PASSWORD = 'correct-horse-1';

let sequence = 0;
export const uniqueEmail = (label = 'customer') => `${label}.${process.pid}.${++sequence}@example.com`;

/** The whole sign-up over HTTP: code by mail, verify, register. Answers the session. */
export async function signUp(t: TestApp, smtp: TestSmtpServer, email = uniqueEmail(), password = PASSWORD) {
  const before = smtp.mails.length;
  await t.http.post('/api/auth/send-verification').send({ email }).expect(200);
  const code = await smtp.codeFor(email, before);
  await t.http.post('/api/auth/verify-email').send({ email, code }).expect(200);
  const { body } = await t.http
    .post('/api/auth/register')
    .send({
      email,
      password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      phone: '555',
      emailVerified: true,
      verificationCode: code,
    })
    .expect(201);
  return body as { token: string; user: { id: number; email: string; role: string } };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A verified account made directly in the database, with a real token from the app's
 * TokenService: for tests about something other than sign-up.
 */
export async function sessionFor(t: TestApp, role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER', fields: Record<string, unknown> = {}) {
  const em = t.em();
  const user = em.create(User, {
    email: uniqueEmail(role.toLowerCase()),
    role,
    emailVerified: true,
    firstName: 'Test',
    lastName: role,
    ...fields,
  });
  await em.flush();
  const token = t.app.get(TokenService).sign(user);
  return { user, token, auth: bearer(token) };
}

/** As sessionFor, for an account that also signs in with PASSWORD (sessionFor's have no password). */
export async function withPassword(t: TestApp, role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER', fields: Record<string, unknown> = {}) {
  return sessionFor(t, role, { passwordHash: await t.app.get(PasswordHasher).hash(PASSWORD), ...fields });
}

/** The visitor, two customers and an admin of an authorization matrix. */
export async function matrixActors(t: TestApp) {
  const [customerA, customerB, admin] = [await sessionFor(t), await sessionFor(t), await sessionFor(t, 'ADMIN')];
  return { customerA, customerB, admin };
}

/**
 * An API key with `scopes`, made through the API by a new admin with a password (the key acts for
 * that admin): the admin, the key's answer (with its secret) and its Authorization header.
 */
export async function apiKeyWith(t: TestApp, scopes: readonly string[], fields: Record<string, unknown> = {}) {
  const admin = await withPassword(t, 'ADMIN');
  const { body: key } = await t.http
    .post('/api/admin/api-keys')
    .set(admin.auth)
    .send({ name: `Key of ${admin.user.email}`, scopes, currentPassword: PASSWORD, ...fields })
    .expect(201);
  return { admin, key, auth: bearer(key.secret as string) };
}
