import { createHash } from 'node:crypto';
import passport from 'passport';
import { User } from '../src/users/entities/user.entity';
import { GOOGLE_LINK_MESSAGES } from '@voosh/shared';
import { OutboxMessage } from '../src/mail/entities/outbox-message.entity';
import { bearer, PASSWORD, sessionFor, withPassword } from './support/accounts';
import { authenticator } from './support/authenticator';
import { stopTheClock } from './support/stopped-clock';
import { GoogleStub } from './support/google-stub';
import { createTestApp, TestApp } from './support/test-app';

/** The app's configuration against `google`, a local stand-in for Google, with `more` besides. */
const againstStub = (google: GoogleStub, more: Record<string, string> = {}) => ({
  APP_URL: 'http://shop.test',
  GOOGLE_CLIENT_ID: 'client-id-1',
  GOOGLE_CLIENT_SECRET: 'client-secret-1',
  GOOGLE_AUTH_URL: `${google.url}/auth`,
  GOOGLE_TOKEN_URL: `${google.url}/token`,
  GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
  ...more,
});

const redirectParams = (location: string) => new URL(location, 'http://shop.test').searchParams;

/** One browser's side of the flow against the app `app()`: starting it, and coming back from Google. */
function browserFlows(app: () => TestApp) {
  /** A flow started by one browser: Google's address, its state, and the binding cookie the browser keeps. */
  const startFlow = async () => {
    const answer = await app().http.get('/api/auth/google').expect(200);
    const url = new URL(answer.body.url);
    const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
    return { url, state: url.searchParams.get('state')!, cookie: setCookie[0]!.split(';')[0]!, setCookie: setCookie[0]! };
  };
  const callback = (query: Record<string, string>, cookie?: string) => {
    const call = app().http.get('/api/auth/google/callback').query(query);
    return (cookie ? call.set('Cookie', cookie) : call).expect(302);
  };
  return { startFlow, callback };
}

describe('Google sign-in', () => {
  it('answers 503 with the spec text when Google is not configured, and the callback redirects with an error', async () => {
    const t = await createTestApp();
    try {
      // The storefront hides "Continue with Google" as the public settings say.
      expect((await t.http.get('/api/settings/public').expect(200)).body.googleSignIn).toBe(false);
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
      t = await createTestApp(againstStub(google));
    });
    afterAll(async () => {
      await t.close();
      await google.stop();
    });

    const { startFlow, callback } = browserFlows(() => t);
    const exchange = (code: string, cookie?: string) => {
      const call = t.http.post('/api/auth/google/exchange').send({ code });
      return cookie ? call.set('Cookie', cookie) : call;
    };
    /** A whole sign-in in one browser, up to the storefront's /auth/callback: the one-time code and that browser's cookie. */
    const signedInAtGoogle = async () => {
      const flow = await startFlow();
      const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
      return { code: redirectParams(headers.location).get('code')!, cookie: flow.cookie, headers };
    };

    it('is offered, as the public settings say', async () => {
      expect((await t.http.get('/api/settings/public').expect(200)).body).toMatchObject({ maintenanceMode: false, googleSignIn: true });
    });

    it('answers the authorisation URL with client id, redirect URI, scope, a state and a PKCE challenge, and binds the flow to the browser', async () => {
      const { url, setCookie } = await startFlow();
      expect(url.origin + url.pathname).toBe(`${google.url}/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'client-id-1',
        redirect_uri: 'http://shop.test/api/auth/google/callback',
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(setCookie).toMatch(/^voosh_google=[A-Za-z0-9_-]{43}; Path=\/api\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax$/);
    });

    it('signs in through a one-time code exchanged by the browser that started, with PKCE; no token in any address', async () => {
      const flow = await startFlow();
      const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
      expect(headers.location).toMatch(/^\/auth\/callback\?code=[A-Za-z0-9_-]{43}$/);
      const verifier = google.tokenRequests.at(-1)!.get('code_verifier')!;
      expect(createHash('sha256').update(verifier).digest('base64url')).toBe(flow.url.searchParams.get('code_challenge'));
      expect(google.tokenRequests.at(-1)!.get('client_secret')).toBe('client-secret-1');

      const code = redirectParams(headers.location).get('code')!;
      const answer = await exchange(code, flow.cookie).expect(200);
      expect(answer.headers['set-cookie']).toEqual([expect.stringMatching(/^voosh_google=; Path=\/api\/auth\/google; Max-Age=0;/)]);
      const { token, user } = answer.body;
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(payload).toMatchObject({ email: 'googler@example.com', role: 'CUSTOMER', userId: user.id });
      const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body).toMatchObject({ email: 'googler@example.com', firstName: 'Grace', emailVerified: true });
      // Used once: the same code again (a replay, a second tab) signs nobody in.
      await exchange(code, flow.cookie).expect(401);

      const again = await signedInAtGoogle();
      expect((await exchange(again.code, again.cookie).expect(200)).body.user.id).toBe(me.body.id);
    });

    it("refuses an attacker's callback link in a victim's browser: no cookie, or another browser's cookie", async () => {
      const attacker = await startFlow();
      const victim = await startFlow();
      for (const cookie of [undefined, victim.cookie]) {
        const { headers } = await callback({ code: 'good-code', state: attacker.state }, cookie);
        expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
        expect(redirectParams(headers.location).get('code')).toBeNull();
      }
    });

    it("refuses an attacker's one-time code in a victim's browser, a stale code and a malformed one", async () => {
      const attacker = await signedInAtGoogle();
      const victim = await startFlow();
      await exchange(attacker.code, victim.cookie).expect(401, {
        statusCode: 401,
        error: 'Authentication Failed',
        message: 'Authentication Failed',
        type: 'google_failed',
      });
      await exchange(attacker.code).expect(401);
      // The refusals did not use the code up: only the browser that started the flow can, once.
      await exchange(attacker.code, attacker.cookie).expect(200);
      const stale = await signedInAtGoogle();
      await t.em().getConnection().execute(`update google_handoffs set expires_at = now() - interval '1 second'`);
      await exchange(stale.code, stale.cookie).expect(401);
      for (const code of ['short', 'x'.repeat(44), `${'a'.repeat(42)}!`]) {
        const { body } = await exchange(code, attacker.cookie).expect(400);
        expect(body.error).toBe('code must be 43 characters');
      }
    });

    it('holds a Google sign-in of an account with an authenticator app for its code', async () => {
      const first = await signedInAtGoogle();
      const { token } = (await exchange(first.code, first.cookie).expect(200)).body;
      const { body: setup } = await t.http.post('/api/auth/2fa/setup').set(bearer(token)).expect(200);
      const clock = stopTheClock();
      try {
        const app = authenticator(setup.secret, clock);
        await t.http.post('/api/auth/2fa/enable').set(bearer(token)).send({ code: app() }).expect(200);

        const again = await signedInAtGoogle();
        const held = await exchange(again.code, again.cookie).expect(401);
        expect(held.body).toMatchObject({ type: 'two_factor_required', userEmail: 'googler@example.com' });
        expect(held.body.token).toBeUndefined();
        const { body } = await t.http.post('/api/auth/login/2fa').send({ challenge: held.body.challenge, code: app() }).expect(200);
        expect(body.user.email).toBe('googler@example.com');
        await t.http.post('/api/auth/2fa/disable').set(bearer(body.token)).send({ code: app() }).expect(200);
      } finally {
        clock.restore();
      }
    });

    it('refuses the exchange of a deactivated account', async () => {
      const flow = await signedInAtGoogle();
      await t.em().nativeUpdate(User, { googleId: 'google-sub-1' }, { isActive: false });
      try {
        await exchange(flow.code, flow.cookie).expect(403);
      } finally {
        await t.em().nativeUpdate(User, { googleId: 'google-sub-1' }, { isActive: true });
      }
    });

    it("goes through passport's Google strategy to start and on Google's return; a return without a code never reaches it", async () => {
      const strategies: string[] = [];
      const original = passport.authenticate.bind(passport);
      const authenticate = jest.spyOn(passport, 'authenticate').mockImplementation(((strategy: string, ...rest: never[]) => {
        strategies.push(strategy);
        return original(strategy, ...rest);
      }) as typeof passport.authenticate);
      try {
        const flow = await startFlow();
        const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
        expect(redirectParams(headers.location).get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(strategies).toEqual([expect.stringMatching(/^google#/), expect.stringMatching(/^google#/)]);
        // Passport would take it for a new flow and send the browser to Google: it is a failed return instead.
        const noCode = await callback({ state: flow.state }, flow.cookie);
        expect(redirectParams(noCode.headers.location).get('error')).toBe('Authentication Failed');
        expect(strategies).toEqual([expect.stringMatching(/^google#/), expect.stringMatching(/^google#/)]);
      } finally {
        authenticate.mockRestore();
      }
    });

    it('redirects with an error for a forged state, a refused code, a denied consent or a failing profile, and ends the flow', async () => {
      const flow = await startFlow();
      const cases: Record<string, string>[] = [
        { code: 'good-code', state: 'forged' },
        { code: 'good-code' },
        { code: 'bad-code', state: flow.state },
        { error: 'access_denied', state: flow.state },
      ];
      for (const query of cases) {
        const { headers } = await callback(query, flow.cookie);
        expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
        expect(redirectParams(headers.location).get('code')).toBeNull();
        expect(headers['set-cookie']).toEqual([expect.stringMatching(/^voosh_google=; .*Max-Age=0/)]);
      }
      google.profile = { status: 500, body: {} };
      const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
      expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
    });

    it('redirects with an error when Google answers userinfo with what is no profile', async () => {
      const flow = await startFlow();
      try {
        for (const text of ['null', '"a profile"', '[]', '{"sub":']) {
          google.profileText = text;
          const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
          expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
        }
      } finally {
        google.profileText = undefined;
      }
    });

    it('signs nobody in on an address Google does not say is verified, and links no staff account by its e-mail', async () => {
      const original = google.profile;
      const admin = await sessionFor(t, 'ADMIN');
      const signInAs = async (body: Record<string, unknown>) => {
        google.profile = { status: 200, body };
        const flow = await startFlow();
        const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
        return redirectParams(headers.location).get('error');
      };
      try {
        const unverified = { sub: 'google-sub-unverified', email: 'unverified@example.com', given_name: 'Un' };
        expect(await signInAs(unverified)).toBe('Authentication Failed');
        expect(await signInAs({ ...unverified, email_verified: false })).toBe('Authentication Failed');
        expect(await t.em().count(User, { email: 'unverified@example.com' })).toBe(0);

        expect(await signInAs({ sub: 'google-sub-staff', email: admin.user.email, email_verified: true })).toBe('Authentication Failed');
        expect((await t.em().findOneOrFail(User, admin.user.id)).googleId).toBeNull();
      } finally {
        google.profile = original;
      }
    });

    describe('linking from the profile, signed in', () => {
      /** A linking flow started by a signed-in browser: the binding cookie it keeps and the state. */
      const startLink = async (auth: Record<string, string>, body: Record<string, unknown> = { currentPassword: PASSWORD }) => {
        const answer = await t.http.post('/api/auth/google/link').set(auth).send(body).expect(200);
        const url = new URL(answer.body.url);
        return { state: url.searchParams.get('state')!, cookie: ([] as string[]).concat(answer.headers['set-cookie'])[0]!.split(';')[0]! };
      };
      const asGoogle = (sub: string, email: string) => (google.profile = { status: 200, body: { sub, email, email_verified: true } });
      const original = google.profile;
      afterEach(() => (google.profile = original));

      it("links a Google account to a staff account with the admin's password again; Google then signs that admin in", async () => {
        const admin = await withPassword(t, 'ADMIN');
        expect((await t.http.get('/api/auth/google/link').set(admin.auth).expect(200)).body).toEqual({ linked: false, available: true });
        await t.http.post('/api/auth/google/link').set(admin.auth).send({}).expect(400);
        await t.http.post('/api/auth/google/link').set(admin.auth).send({ currentPassword: 'not-it' }).expect(400);
        const flow = await startLink(admin.auth);
        // Google's account may have any address: the admin chose it, signed in.
        asGoogle('google-sub-admin-link', 'someone.else@gmail.example');
        const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
        expect(headers.location).toBe('/admin/profile?google=linked');
        expect((await t.http.get('/api/auth/google/link').set(admin.auth).expect(200)).body).toEqual({ linked: true, available: true });
        expect((await t.em().findOneOrFail(User, admin.user.id)).googleId).toBe('google-sub-admin-link');

        const signIn = await signedInAtGoogle();
        expect((await exchange(signIn.code, signIn.cookie).expect(200)).body.user).toMatchObject({ id: admin.user.id, role: 'ADMIN' });

        await t.http.post('/api/auth/google/unlink').set(admin.auth).send({}).expect(400);
        expect((await t.http.post('/api/auth/google/unlink').set(admin.auth).send({ currentPassword: PASSWORD }).expect(200)).body).toEqual(
          {
            success: true,
            message: GOOGLE_LINK_MESSAGES.unlinked,
          },
        );
        await t.http.post('/api/auth/google/unlink').set(admin.auth).send({ currentPassword: PASSWORD }).expect(409);
        expect(
          (await t.em().find(OutboxMessage, { to: admin.user.email }, { orderBy: { id: 'asc' } })).map((mail) => mail.subject),
        ).toEqual(['Google sign-in linked for your VOOSH account', 'Google sign-in unlinked for your VOOSH account']);
      });

      it("refuses a Google account that is another's, a flow whose sessions ended meanwhile, and an unlink that would leave no way in", async () => {
        const admin = await withPassword(t, 'ADMIN');
        const other = await withPassword(t);
        await t.em().nativeUpdate(User, { id: other.user.id }, { googleId: 'google-sub-taken' });
        asGoogle('google-sub-taken', 'taken@gmail.example');
        let flow = await startLink(admin.auth);
        let { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
        expect(headers.location).toBe(`/admin/profile?${new URLSearchParams({ googleError: GOOGLE_LINK_MESSAGES.takenByAnother })}`);

        asGoogle('google-sub-late', 'late@gmail.example');
        flow = await startLink(admin.auth);
        await t.http.post('/api/auth/logout-all').set(admin.auth).expect(200);
        ({ headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie));
        expect(redirectParams(headers.location).get('googleError')).toBe('Your session has expired. Please sign in again.');
        expect((await t.em().findOneOrFail(User, admin.user.id)).googleId).toBeNull();

        // A Google-only account (no password) keeps its one way in.
        const googler = await sessionFor(t, 'CUSTOMER', { googleId: 'google-sub-only' });
        expect((await t.http.post('/api/auth/google/unlink').set(googler.auth).send({}).expect(409)).body.error).toBe(
          GOOGLE_LINK_MESSAGES.passwordFirst,
        );
      });
    });
  });

  describe('against a Google that goes silent', () => {
    let t: TestApp;
    const google = new GoogleStub();
    beforeAll(async () => {
      await google.start();
      // A half-second timeout instead of the default 10 s, so that waiting one out takes half a second of the suite.
      t = await createTestApp(againstStub(google, { GOOGLE_TIMEOUT_MS: '500' }));
    });
    afterAll(async () => {
      await t.close();
      await google.stop();
    });
    const { startFlow, callback } = browserFlows(() => t);

    it.each(['POST /token', 'GET /userinfo'] as const)(
      'gives up on %s after GOOGLE_TIMEOUT_MS: an error redirect, the flow ended',
      async (call) => {
        const flow = await startFlow();
        const silent = google.hold(call);
        try {
          // Answered while Google still holds the call: the app gave up on its own timeout.
          const { headers } = await callback({ code: 'good-code', state: flow.state }, flow.cookie);
          await silent.arrived;
          expect(redirectParams(headers.location).get('error')).toBe('Authentication Failed');
          expect(headers['set-cookie']).toEqual([expect.stringMatching(/^voosh_google=; .*Max-Age=0/)]);
        } finally {
          silent.release();
        }
      },
    );
  });
});
