import { bearer } from './support/accounts';
import { GoogleStub } from './support/google-stub';
import { createTestApp, TestApp } from './support/test-app';

describe('Google sign-in', () => {
  it('answers 503 with the spec text when Google is not configured, and the callback redirects with an error', async () => {
    const t = await createTestApp();
    try {
      const { body } = await t.http.get('/api/auth/google').expect(503);
      expect(body.error).toBe('Google authentication is not available at the moment');
      const redirect = await t.http.get('/api/auth/google/callback?code=x&state=y').expect(302);
      expect(redirect.headers.location).toBe(
        `/auth/callback?error=${encodeURIComponent('Google authentication is not available at the moment').replace(/%20/g, '+')}`,
      );
    } finally {
      await t.close();
    }
  });

  describe('configured, against a local stand-in for Google', () => {
    let t: TestApp;
    const google = new GoogleStub();
    beforeAll(async () => {
      await google.start();
      t = await createTestApp({
        APP_URL: 'http://shop.test',
        GOOGLE_CLIENT_ID: 'client-id-1',
        GOOGLE_CLIENT_SECRET: 'client-secret-1',
        GOOGLE_AUTH_URL: `${google.url}/auth`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
        GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
      });
    });
    afterAll(async () => {
      await t.close();
      await google.stop();
    });

    const state = async () => new URL((await t.http.get('/api/auth/google').expect(200)).body.url).searchParams.get('state')!;
    const callback = (query: Record<string, string>) => t.http.get('/api/auth/google/callback').query(query).expect(302);
    const redirectParams = (location: string) => new URL(location, 'http://shop.test').searchParams;

    it('answers the authorisation URL with client id, redirect URI, scope and a signed state', async () => {
      const url = new URL((await t.http.get('/api/auth/google').expect(200)).body.url);
      expect(url.origin + url.pathname).toBe(`${google.url}/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'client-id-1',
        redirect_uri: 'http://shop.test/api/auth/google/callback',
        response_type: 'code',
        scope: 'openid email profile',
      });
      expect(url.searchParams.get('state')).toBeTruthy();
    });

    it('creates the account on first sign-in and redirects to /auth/callback with a working token', async () => {
      const { headers } = await callback({ code: 'good-code', state: await state() });
      expect(headers.location).toMatch(/^\/auth\/callback\?token=/);
      const token = redirectParams(headers.location).get('token')!;
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(payload).toMatchObject({ email: 'googler@example.com', role: 'CUSTOMER' });
      expect(payload.userId).toEqual(expect.any(Number));
      const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body).toMatchObject({ email: 'googler@example.com', firstName: 'Grace', emailVerified: true });
      expect(google.tokenRequests.at(-1)!.get('client_secret')).toBe('client-secret-1');

      const again = await callback({ code: 'good-code', state: await state() });
      const secondToken = redirectParams(again.headers.location).get('token')!;
      expect((await t.http.get('/api/auth/me').set(bearer(secondToken)).expect(200)).body.id).toBe(me.body.id);
    });

    it('redirects with an error for a forged state, a refused code, a denied consent or a failing profile', async () => {
      const cases: Record<string, string>[] = [
        { code: 'good-code', state: 'forged' },
        { code: 'good-code' },
        { code: 'bad-code', state: await state() },
        { error: 'access_denied', state: await state() },
      ];
      for (const query of cases) {
        const { headers } = await callback(query);
        expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
        expect(redirectParams(headers.location).get('token')).toBeNull();
      }
      google.profile = { status: 500, body: {} };
      const { headers } = await callback({ code: 'good-code', state: await state() });
      expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
    });
  });
});
