import { GOOGLE_LINK_MESSAGES, SESSION_STORAGE_KEY } from '@voosh/shared';
import type { Route } from 'playwright-core';
import { GoogleStub } from '@voosh/test-support/google-stub';
import { PASSWORD, withPassword } from '@voosh/test-support/accounts';
import { type ExternalStub, PAGE_WALK_TIMEOUT_MS, storeSessionInPage, useSite } from './support/site';
import { stopTheClock } from '@voosh/test-support/stopped-clock';

/** Google's consent page as the browser sees it: an address of another host, stubbed in the browser. */
const GOOGLE_AUTH_URL = 'https://accounts.google.test/o/oauth2/v2/auth';

/**
 * Google's consent page: the visitor picks their account and Google sends the browser back to the
 * app's callback with a code and the state it was given (the token and profile calls are the
 * server's, answered by the GoogleStub).
 */
function googleConsent(siteUrl: () => string): ExternalStub {
  return {
    matches: (url) => url.startsWith(GOOGLE_AUTH_URL),
    handle: (route: Route) => {
      const state = new URL(route.request().url()).searchParams.get('state')!;
      const back = `${siteUrl()}/api/auth/google/callback?${new URLSearchParams({ code: 'good-code', state })}`;
      return route.fulfill({ status: 302, headers: { location: back } });
    },
  };
}

/** The stubbed account's Google profile picture (GoogleStub's `picture`), which the signed-in header shows. */
const profilePicture: ExternalStub = {
  matches: (url) => url === new GoogleStub().profile.body.picture,
  handle: (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/png',
      // A 1x1 transparent PNG.
      body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
    }),
};

describe('Google sign-in in the browser', () => {
  const google = new GoogleStub();
  const site = useSite(async () => {
    await google.start();
    return {
      GOOGLE_CLIENT_ID: 'client-id-1',
      GOOGLE_CLIENT_SECRET: 'client-secret-1',
      GOOGLE_AUTH_URL,
      GOOGLE_TOKEN_URL: `${google.url}/token`,
      GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
    };
  });
  afterAll(() => google.stop());

  it('signs in with Continue with Google and lands on the home page, with no code or token left in the address or history', async () => {
    const page = await site.newPage({ stubs: [googleConsent(() => site.baseUrl), profilePicture] });
    await page.goto('/login');
    // The backend runs in this process: with its clock stopped, the finished sign-in's one-minute
    // handoff stays fresh however long this machine takes to reach the exchange.
    const clock = stopTheClock();
    try {
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      clock.restore();
    }
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_STORAGE_KEY);
    expect(stored.user).toMatchObject({ email: 'googler@example.com', role: 'CUSTOMER' });
    expect((await site.http.get('/api/auth/me').set('Authorization', `Bearer ${stored.token}`).expect(200)).body.email).toBe(
      'googler@example.com',
    );
    expect(page.url()).toBe(`${site.baseUrl}/`);
    await page.goBack();
    expect(page.url()).not.toMatch(/code=|token=/);
  });

  it('links Google to an admin from the console profile with their password; Google then signs that admin in', async () => {
    const admin = await withPassword(site.testApp, 'ADMIN');
    const original = google.profile;
    // The admin's Google account has an address of its own: linked on purpose, not by e-mail.
    google.profile = { ...original, body: { ...original.body, sub: 'google-sub-console-admin', email: 'admin.elsewhere@example.com' } };
    try {
      await linkFromConsoleAndSignIn(admin);
    } finally {
      google.profile = original;
    }
  });

  /** The console profile links Google with the admin's password; a sign-in with Google then signs that admin in. */
  async function linkFromConsoleAndSignIn(admin: Awaited<ReturnType<typeof withPassword>>) {
    const page = await site.newPage({ stubs: [googleConsent(() => site.baseUrl), profilePicture] });
    await page.goto('/');
    await storeSessionInPage(page, { token: admin.token, user: { id: admin.user.id, email: admin.user.email, role: 'ADMIN' } });
    await page.goto('/admin/profile');
    const section = page.getByRole('region', { name: 'Sign in with Google' });
    await section.getByText('Not linked', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Link Google account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Your password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Link Google account' }).click();
    await page.getByText(GOOGLE_LINK_MESSAGES.linked).waitFor();
    await section.getByText('Linked', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectGoogleSignsIn({ id: admin.user.id, role: 'ADMIN' });
  }

  /** 'Continue with Google' in a fresh browser signs `user` in. */
  async function expectGoogleSignsIn(user: { id: number; role: 'ADMIN' | 'CUSTOMER' }) {
    const clock = stopTheClock();
    try {
      const other = await site.newPage({ stubs: [googleConsent(() => site.baseUrl), profilePicture] });
      await other.goto('/login');
      await other.getByRole('button', { name: 'Continue with Google' }).click();
      await other.waitForURL((url) => url.pathname === '/');
      const stored = await other.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_STORAGE_KEY);
      expect(stored.user).toMatchObject(user);
    } finally {
      clock.restore();
    }
  }

  it(
    'links Google to a customer from the storefront profile with their password, signs them in with it, then unlinks it',
    async () => {
      const customer = await withPassword(site.testApp);
      const original = google.profile;
      google.profile = {
        ...original,
        body: { ...original.body, sub: 'google-sub-storefront-customer', email: 'customer.elsewhere@example.com' },
      };
      try {
        const page = await site.newPage({ stubs: [googleConsent(() => site.baseUrl), profilePicture] });
        await page.goto('/');
        await storeSessionInPage(page, {
          token: customer.token,
          user: { id: customer.user.id, email: customer.user.email, role: 'CUSTOMER' },
        });
        await page.goto('/customer/profile');
        const section = page.getByRole('region', { name: 'Sign in with Google' });
        await section.getByText('Not linked', { exact: true }).waitFor();
        await section.getByRole('button', { name: 'Link Google account' }).click();
        const linkForm = section.getByRole('form', { name: 'Link Google account' });
        await linkForm.getByLabel(/^Current password/).fill(PASSWORD);
        await linkForm.getByRole('button', { name: 'Link Google account' }).click();
        await page.waitForURL((url) => url.pathname === '/customer/profile' && url.search === '');
        await page.getByText(GOOGLE_LINK_MESSAGES.linked).waitFor();
        await section.getByText('Linked', { exact: true }).waitFor();
        await expectGoogleSignsIn({ id: customer.user.id, role: 'CUSTOMER' });

        await section.getByRole('button', { name: 'Unlink Google' }).click();
        const unlinkForm = section.getByRole('form', { name: 'Unlink Google' });
        await unlinkForm.getByLabel(/^Current password/).fill(PASSWORD);
        await unlinkForm.getByRole('button', { name: 'Unlink Google' }).click();
        await page.getByText(GOOGLE_LINK_MESSAGES.unlinked).waitFor();
        await section.getByText('Not linked', { exact: true }).waitFor();
        expect((await site.http.get('/api/auth/google/link').set('Authorization', `Bearer ${customer.token}`).expect(200)).body).toEqual({
          linked: false,
          available: true,
        });
      } finally {
        google.profile = original;
      }
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it("refuses a finished sign-in's link opened in another browser: the visitor stays signed out", async () => {
    // The attacker goes through Google in their own browser and stops at the storefront's return page.
    // Chromium does not route a redirect's next hop, so the link is read from the app's redirect to
    // its return page, and the attacker's own exchange is held back: the code stays unspent.
    const attacker = await site.newPage({ stubs: [googleConsent(() => site.baseUrl), profilePicture] });
    await attacker.route('**/api/auth/google/exchange', (route) =>
      route.fulfill({ status: 401, json: { error: 'Authentication Failed', type: 'google_failed' } }),
    );
    await attacker.goto('/login');
    const redirect = attacker.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/google/callback');
    await attacker.getByRole('button', { name: 'Continue with Google' }).click();
    const link = new URL((await (await redirect).headerValue('location'))!, site.baseUrl);
    expect(link.pathname).toBe('/auth/callback');
    expect(link.searchParams.get('code')).toBeTruthy();

    const victim = await site.newPage();
    await victim.goto(`${link.pathname}${link.search}`);
    await victim.waitForURL('**/login');
    await victim.getByText('There was an error signing you in with Google').waitFor();
    expect(await victim.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });
});
