import { JwtService } from '@nestjs/jwt';
import { MESSAGES } from '@voosh/shared';
import { MAINTENANCE_MESSAGE } from '../src/api/maintenance/maintenance-gate';
import { User } from '../src/users/entities/user.entity';
import { bearer, sessionFor } from './support/accounts';
import { type MatrixActors, withAppAndActors } from './support/app-fixture';
import { settingsApplied } from './support/nginx-proxy';
import type { TestApp } from './support/test-app';

describe('Maintenance mode', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));

  /** Saved through one instance; through nginx, the next call may reach the other, so until both apply it. */
  const setMaintenance = async (maintenanceMode: boolean) => {
    await t.http.put('/api/admin/settings').set(actors.admin.auth).send({ maintenanceMode }).expect(200);
    await settingsApplied(t, { maintenanceMode });
  };
  const expect503 = async (response: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await response;
    expect(status).toBe(503);
    expect(body).toEqual({ statusCode: 503, error: MAINTENANCE_MESSAGE, message: MAINTENANCE_MESSAGE, type: 'maintenance' });
  };

  afterEach(() => setMaintenance(false));

  it('answers 503 to customers and visitors, at once, and lets admins through', async () => {
    await t.http.get('/api/arms').set(actors.customerA.auth).expect(200);
    await setMaintenance(true);
    await expect503(t.http.get('/api/arms').set(actors.customerA.auth));
    await expect503(t.http.get('/api/auth/me').set(actors.customerA.auth));
    await expect503(t.http.get('/api/arms'));
    await expect503(t.http.get('/api/no-such-route'));
    await expect503(t.http.post('/api/auth/send-verification').send({ email: 'someone@example.com' }));
    await expect503(t.http.get('/api/currency/rates'));

    await t.http.get('/api/arms').set(actors.admin.auth).expect(200);
    await t.http.get('/api/auth/me').set(actors.admin.auth).expect(200);
    expect((await t.http.get('/api/admin/settings').set(actors.admin.auth).expect(200)).body.maintenanceMode).toBe(true);

    await setMaintenance(false);
    await t.http.get('/api/arms').set(actors.customerA.auth).expect(200);
    await t.http.get('/api/arms').expect(200);
  });

  it('keeps sign-in, liveness, the public settings and the docs open', async () => {
    await setMaintenance(true);
    const { body } = await t.http.post('/api/auth/login').send({ email: 'admin@voosh.test', password: 'admin-password-1' }).expect(200);
    await t.http.get('/api/arms').set(bearer(body.token)).expect(200);
    // Open to sign-in; its 503 here is Google's own (not configured in tests).
    expect((await t.http.get('/api/auth/google').expect(503)).body.error).toBe(MESSAGES.googleUnavailable);
    await t.http.get('/api/health').expect(200);
    expect((await t.http.get('/api/settings/public').expect(200)).body).toMatchObject({ maintenanceMode: true, googleSignIn: false });
    await t.http.get('/api/docs-json').expect(200);
    // Not the API: the storefront shows its own maintenance page.
    expect((await t.http.get('/login')).status).not.toBe(503);
  });

  it('recognises admins by their live account, not by what a token claims', async () => {
    const demoted = await sessionFor(t, 'ADMIN');
    const em = t.em();
    await em.nativeUpdate(User, { id: demoted.user.id }, { role: 'CUSTOMER' });
    const forged = new JwtService().sign(
      { userId: actors.admin.user.id, email: actors.admin.user.email, role: 'ADMIN', tokenVersion: 0 },
      { secret: 'not-the-secret-of-this-app-0123456789abcdef', algorithm: 'HS256', expiresIn: 600 },
    );
    const signedOut = await sessionFor(t, 'ADMIN');
    await t.http.post('/api/auth/logout-all').set(signedOut.auth).expect(200);

    await setMaintenance(true);
    await expect503(t.http.get('/api/arms').set(demoted.auth));
    await expect503(t.http.get('/api/arms').set(bearer(forged)));
    await expect503(t.http.get('/api/arms').set(signedOut.auth));
    await expect503(t.http.get('/api/arms').set({ Authorization: 'Bearer not-a-token' }));
    await t.http.get('/api/arms').set(actors.admin.auth).expect(200);
  });
});
