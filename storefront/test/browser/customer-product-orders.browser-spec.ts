import { MESSAGES, ORDER_TRACKING_TEXTS } from '@voosh/shared';
import { sessionFor } from '@voosh/test-support/accounts';
import { expectCustomerPagesFitAndPassAxe, expectToastClearOf, PAGE_WALK_TIMEOUT_MS, signedInCustomerPage, useSite } from './support/site';

type Session = Awaited<ReturnType<typeof sessionFor>>;

/** The product page, the 404 of the customer area and order tracking, against the real backend. */
describe('product detail and order tracking in the browser', () => {
  const site = useSite();

  /** Statuses an admin sets after the deposit made the request paid, to reach each order status. */
  const AFTER_PAID = { paid: [], in_progress: ['in_progress'], completed: ['in_progress', 'completed'] } as const;

  /** A purchase request of `productName` by `customer`, taken by an admin to `status` through the API (a cash deposit makes it paid). */
  async function requestIn(customer: Session, admin: Session, productName: string, status: 'submitted' | keyof typeof AFTER_PAID) {
    const { body } = await site.http
      .post('/api/purchase-requests')
      .set(customer.auth)
      .send({ productName, quantity: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    if (status === 'submitted') return body.id as number;
    await site.http.put(`/api/purchase-requests/${body.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
    await site.http
      .post(`/api/purchase-requests/${body.id}/payments`)
      .set(admin.auth)
      .send({ kind: 'deposit', method: 'cash' })
      .expect(201);
    for (const next of AFTER_PAID[status])
      await site.http.put(`/api/purchase-requests/${body.id}`).set(admin.auth).send({ status: next }).expect(200);
    return body.id as number;
  }

  it('opens a product from a browse card, adds it to the cart and requests payment for it', async () => {
    const { customer, page } = await signedInCustomerPage(site);
    await page.goto('/customer/browse');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'SnapForm', exact: true }) })
      .getByRole('link')
      .click();
    await page.waitForURL(/\/customer\/product\/arm\/\d+\/snapform$/);
    await page.getByRole('heading', { level: 1, name: 'SnapForm' }).waitFor();
    await page.getByText('Best Seller').waitFor();
    expect(await page.locator('[data-testid="detail-price"] del').textContent()).toContain('$300');

    // The three pictures are the app's own files, and they load.
    const gallery = page.getByRole('region', { name: 'SnapForm pictures' });
    const pictures = await gallery.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: new URL(image.currentSrc || image.src).pathname,
        loaded: image.complete && image.naturalWidth > 0,
      })),
    );
    expect(pictures[0]).toEqual({ src: '/images/product/workflow.svg', loaded: true });
    await gallery.getByRole('button', { name: /^Show picture 3 of 3/ }).click();
    await gallery.locator('img[src="/images/product/integrations.svg"]').first().waitFor();

    await page.getByRole('button', { name: 'Increase quantity of SnapForm' }).click();
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    // At 1280 px too, the toast covers neither the tab bar nor the button pressed.
    await expectToastClearOf(page, MESSAGES.addedToCartTitle, [addToCart]);
    expect((await site.http.get('/api/cart').set(customer.auth).expect(200)).body).toEqual([
      expect.objectContaining({ productName: 'SnapForm', quantity: 2 }),
    ]);

    // Asked first, then sent once however often it is clicked.
    await page.getByRole('button', { name: 'Request Payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this purchase request?' });
    await confirm.getByText('Nothing is charged now', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Send request' }).dblclick();
    await page.waitForURL('**/customer/requests');
    await page.getByText(MESSAGES.requestSubmittedTitle).waitFor();
    const requests = (await site.http.get('/api/purchase-requests').set(customer.auth).expect(200)).body;
    expect(requests).toEqual([
      expect.objectContaining({
        source: 'product',
        productType: 'arm',
        items: [expect.objectContaining({ productName: 'SnapForm', quantity: 2 })],
      }),
    ]);
    await page.getByRole('heading', { name: `Request #${requests[0].id}` }).waitFor();
    // The cart is the customer's to keep: a product-page request leaves it alone.
    expect((await site.http.get('/api/cart').set(customer.auth).expect(200)).body).toHaveLength(1);
  });

  it("shows the 404 page for an unknown customer path, whose 'Back to Home' leads to the dashboard", async () => {
    const { page } = await signedInCustomerPage(site);
    await page.goto('/customer/no-such-page');
    await page.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL('**/customer/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
  });

  it('builds order tracking from the requests an admin moved to paid and in progress, with their stages', async () => {
    const admin = await sessionFor(site.testApp, 'ADMIN');
    const { customer, page } = await signedInCustomerPage(site);
    const submitted = await requestIn(customer, admin, 'HireWire', 'submitted');
    const paid = await requestIn(customer, admin, 'AutoGreet', 'paid');
    const building = await requestIn(customer, admin, 'SnapForm', 'in_progress');

    await page.goto('/customer/requests');
    await page.getByRole('heading', { level: 1, name: 'Your Requests' }).waitFor();
    await page.goto('/customer/dashboard');
    await page.getByRole('link', { name: ORDER_TRACKING_TEXTS.trackOrders }).click();
    await page.waitForURL('**/customer/orders');
    await page.getByRole('heading', { level: 1, name: ORDER_TRACKING_TEXTS.title }).waitFor();

    const order = (id: number) => page.getByRole('article', { name: `Request #${id}` });
    await order(building).waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    expect(await order(submitted).count()).toBe(0);
    expect(await order(building).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(await order(paid).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await order(building).getByText(ORDER_TRACKING_TEXTS.messages.in_progress).waitFor();
    await order(paid).getByText(ORDER_TRACKING_TEXTS.messages.paid).waitFor();
    // Stages dated from the timeline: every stage up to 'In progress' has its time.
    const current = order(building).locator('li[aria-current="step"]');
    await current.locator('time').waitFor();
    expect(await current.textContent()).toMatch(/^In progress \(current stage\)/);
    expect(await order(building).locator('li[data-state="done"] time').count()).toBe(3);

    await page.getByRole('link', { name: ORDER_TRACKING_TEXTS.backToDashboard }).click();
    await page.waitForURL('**/customer/dashboard');
  });

  it(
    'product detail and order tracking fit 375 px and pass axe, in the light and the dark theme',
    async () => {
      const admin = await sessionFor(site.testApp, 'ADMIN');
      const customer = await sessionFor(site.testApp);
      await requestIn(customer, admin, 'SnapForm', 'in_progress');
      await requestIn(customer, admin, 'ChatBot Plus', 'completed');
      await expectCustomerPagesFitAndPassAxe(site, customer, [
        ['/customer/product/arm/chatbot-plus', 'ChatBot Plus'],
        ['/customer/product/tier/vooshpro', 'VOOSHPro'],
        ['/customer/product/package/small-business', 'Small Business'],
        ['/customer/orders', ORDER_TRACKING_TEXTS.title],
      ]);
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
