import { MESSAGES, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { PASSWORD, sessionFor, withPassword } from '@voosh/test-support/accounts';
import { authenticator } from '@voosh/test-support/authenticator';
import { stopTheClock } from '@voosh/test-support/stopped-clock';
import { expectCustomerPagesFitAndPassAxe, PAGE_WALK_TIMEOUT_MS, signedInCustomerPage, useSite } from './support/site';
import { signInOnLoginPage } from './support/customer-steps';

/** The customer's purchase flow against the real backend: arm page, cart, request, requests list. */
describe('customer area in the browser', () => {
  const site = useSite();

  it('adds to the cart, changes a quantity, requests the products and finds the request under Requests', async () => {
    const { customer, page } = await signedInCustomerPage(site);
    await page.goto('/arms/vooshdesk');
    await page.getByRole('button', { name: 'Purchase: SnapForm' }).click();
    await page.getByText(MESSAGES.addedToCartTitle).waitFor();

    await page.goto('/customer/requests');
    await page.getByRole('heading', { name: 'No requests yet' }).waitFor();
    await page.getByRole('navigation', { name: 'Customer area' }).getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/customer/cart');
    const row = page.getByRole('listitem', { name: 'SnapForm' });
    await row.waitFor();
    await Promise.all([
      page.waitForResponse((answer) => answer.url().includes('/api/cart/') && answer.request().method() === 'PUT'),
      row.getByRole('button', { name: 'Increase quantity of SnapForm' }).click(),
    ]);
    const cart = await site.http.get('/api/cart').set(customer.auth).expect(200);
    expect(cart.body).toEqual([expect.objectContaining({ productName: 'SnapForm', quantity: 2 })]);

    await page.getByRole('button', { name: 'Request Products' }).click();
    await page.getByText(MESSAGES.requestSubmittedTitle).waitFor();
    await page.waitForURL('**/customer/requests');
    const [request] = (await site.http.get('/api/purchase-requests').set(customer.auth).expect(200)).body;
    await page.getByRole('heading', { name: `Request #${request.id}` }).waitFor();
    expect(request).toMatchObject({ status: 'submitted', items: [expect.objectContaining({ productName: 'SnapForm', quantity: 2 })] });
    expect((await site.http.get('/api/cart').set(customer.auth).expect(200)).body).toEqual([]);
  });

  it("starts a signed-in customer's page's reads as the page arrives, before the app's code, and sends each once; the shell's answers come with the page", async () => {
    const { page } = await signedInCustomerPage(site);
    // The app, started with the session, keeps the signed-in cookie the server sends such a browser's pages by.
    await page.goto('/pricing-plans');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // The app's code is held back until the page's first read has gone out: only the page itself can have sent it.
    let appCodeHeld = false;
    let releaseAppCode!: () => void;
    const appCodeReleased = new Promise<void>((resolve) => (releaseAppCode = resolve));
    await page.route(/\/assets\/storefront-[\w-]+\.js$/, async (route) => {
      appCodeHeld = true;
      await appCodeReleased;
      await route.continue();
    });
    const profileReads: string[] = [];
    const shellReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/profile') profileReads.push(request.method());
      if (pathname === '/api/settings/public' || pathname === '/api/currency/rates') shellReads.push(pathname);
    });
    const firstRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/profile');
    const loaded = page.goto('/customer/dashboard');
    await firstRead;
    expect(appCodeHeld).toBe(true);
    releaseAppCode();
    await loaded;

    await page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    await page.getByRole('heading', { name: 'Browse by arm' }).waitFor();
    expect(profileReads).toEqual(['GET']);
    // The shell's public answers came with the page: the app read neither again.
    expect(shellReads).toEqual([]);
  });

  it('Sign Out on the profile ends the session on the server too: the token it held is refused from then on', async () => {
    const { customer, page } = await signedInCustomerPage(site);
    await page.goto('/customer/profile');
    await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/auth/logout') && answer.status() === 200),
      page.getByRole('button', { name: 'Sign Out' }).click(),
    ]);
    await page.waitForURL('**/login');
    await site.http.get('/api/auth/me').set(customer.auth).expect(401);
  });

  it('sets up an authenticator app on the profile with the password again, then signs in with its code', async () => {
    const customer = await withPassword(site.testApp);
    const page = await site.newPage();
    const signIn = () => signInOnLoginPage(page, customer.user.email, PASSWORD);
    await signIn();
    await page.waitForURL('**/customer/dashboard');
    await page.goto('/customer/profile');
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByRole('button', { name: 'Set up' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    // The backend runs in this process: its clock stands still but for the authenticator's steps.
    const clock = stopTheClock();
    try {
      const app = authenticator((await card.locator('code').textContent())!, clock);
      await card.getByLabel('Authentication code').fill(app());
      await card.getByLabel('Current password').fill(PASSWORD);
      await card.getByRole('button', { name: 'Turn on' }).click();
      const saved = card.getByRole('button', { name: 'I have saved these codes' });
      await saved.waitFor();
      expect(await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
      await saved.click();
      await card.getByText('On', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL('**/login');
      await signIn();
      await page.getByText(TWO_FACTOR_MESSAGES.codeNeeded).waitFor();
      await page.getByLabel('Authentication code').fill(app());
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/customer/dashboard');
    } finally {
      clock.restore();
    }
  });

  it(
    'the customer screens fit 375 px and pass axe, in the light and the dark theme',
    async () => {
      const customer = await sessionFor(site.testApp);
      await site.http.post('/api/cart').set(customer.auth).send({ productName: 'SnapForm', quantity: 1, price: 0 }).expect(201);
      await site.http
        .post('/api/purchase-requests')
        .set(customer.auth)
        .send({ productName: 'EscalateWise', quantity: 1, status: 'submitted', productType: 'arm' })
        .expect(201);
      // A request the vendor approved: its deposit's invoice is a line of the statement.
      const { body: approved } = await site.http
        .post('/api/purchase-requests')
        .set(customer.auth)
        .send({ productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm', poNumber: 'PO-375' })
        .expect(201);
      const admin = await sessionFor(site.testApp, 'ADMIN');
      await site.http.put(`/api/purchase-requests/${approved.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
      await expectCustomerPagesFitAndPassAxe(site, customer, [
        ['/customer/dashboard', 'Welcome back, Test'],
        ['/customer/browse', 'All Products'],
        ['/customer/cart', 'Your Cart'],
        ['/customer/requests', 'Your Requests'],
        ['/customer/profile', 'Profile'],
        ['/customer/statement', 'Statement of account'],
      ]);
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
