import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import {
  chargeMinorUnits,
  depositCents,
  FALLBACK_RATES,
  MESSAGES,
  ORDER_TRACKING_TEXTS,
  payButtonText,
  SESSION_STORAGE_KEY,
} from '@voosh/shared';
import { bearer, sessionFor } from '@voosh/test-support/accounts';
import { deliver, signedEvent } from '@voosh/test-support/payments';
import { chooseCurrency, fillSignupForm, openPayment } from './support/customer-steps';
import { PAGE_WALK_TIMEOUT_MS } from './support/site';
import { answerStripeConfirmations, intentIdOf, stripeJsStandIn, useSiteWithStripe } from './support/stripe';

/** Opens a product from the browse list and adds it to the cart from its own page. */
async function addFromProductPage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Customer area' }).getByRole('link', { name: 'Browse' }).click();
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .getByRole('link')
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(MESSAGES.addedToCartTitle).first().waitFor();
}

/** Pays what a pay button offers through the Stripe.js stand-in, and comes back to the requests page. */
async function pay(page: Page, requestId: number, button: string) {
  const intent = await openPayment(page, requestId, button);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: payButtonText(intent.amount, intent.currency) }).click();
  await page.waitForURL('**/customer/requests**');
  await page.getByText(MESSAGES.paymentSuccessfulTitle).waitFor();
  return intent;
}

/**
 * The whole card path of issue 11, as one customer walks it against the real backend, with
 * Stripe's API and Stripe.js replaced by local stand-ins: sign up, browse, product pages, cart,
 * request, approval, a deposit in JMD, delivery, the final payment, and order tracking.
 */
describe('a customer from sign-up to a paid, tracked order', () => {
  const { site, stripe } = useSiteWithStripe();

  it(
    'signs up, orders two products, pays the deposit in JMD and the final payment, and follows the order',
    async () => {
      const page = await site.newPage({ stubs: [stripeJsStandIn()] });
      // Stripe confirms the card, then its signed webhook reaches the API.
      await answerStripeConfirmations(page.context(), async ({ clientSecret }) => {
        const intent = stripe.settle(intentIdOf(clientSecret), 'succeeded');
        await deliver(site.testApp, signedEvent('payment_intent.succeeded', intent)).expect(200);
        return { paymentIntent: { id: intent.id, status: 'succeeded' } };
      });

      const email = 'journey.customer@example.com';
      await page.goto('/signup');
      const mailsBefore = site.mail.mails.length;
      await fillSignupForm(page, email);
      await page.getByLabel('Verification code').fill(await site.mail.codeFor(email, mailsBefore));
      await page.getByRole('button', { name: 'Verify & Create Account' }).click();
      await page.waitForURL('**/customer/dashboard');
      const { token } = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY))!) as { token: string };
      const customer = bearer(token);

      await addFromProductPage(page, 'SnapForm');
      await addFromProductPage(page, 'AutoGreet');
      await page.getByRole('navigation', { name: 'Customer area' }).getByRole('link', { name: /^Cart/ }).click();
      const snapForm = page.getByRole('listitem', { name: 'SnapForm' });
      await Promise.all([
        page.waitForResponse((answer) => answer.url().includes('/api/cart/') && answer.request().method() === 'PUT'),
        snapForm.getByRole('button', { name: 'Increase quantity of SnapForm' }).click(),
      ]);
      await page.getByRole('button', { name: 'Request Products' }).click();
      await page.waitForURL('**/customer/requests');
      const [request] = (await site.http.get('/api/purchase-requests').set(customer).expect(200)).body as {
        id: number;
        totalCents: number;
      }[];
      // SnapForm x2 ($250 + $125) and AutoGreet ($300 + $135): setup plus the first month.
      expect(request!.totalCents).toBe(2 * 37_500 + 43_500);

      const admin = await sessionFor(site.testApp, 'ADMIN');
      await site.http.put(`/api/purchase-requests/${request!.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
      await page.reload();
      await chooseCurrency(page, 'JMD');
      const deposit = await pay(page, request!.id, 'Pay 50% deposit');
      expect(deposit.amount).toBe(chargeMinorUnits(depositCents(request!.totalCents), 'JMD', FALLBACK_RATES.JMD));
      const card = page.getByRole('article', { name: `Request #${request!.id}` });
      await card.getByText('Paid', { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Documents, payments and timeline' }).click();
      await card
        .getByRole('list', { name: 'Timeline' })
        .getByText(/50% Deposit received: JMD/)
        .waitFor();
      // The request's quote, saved by the browser as the PDF the API serves.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card
          .getByRole('list', { name: 'Documents' })
          .getByRole('button', { name: /^Download PDF: Quote Q-\d{4}-\d{5}$/ })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Q-\d{4}-\d{5}\.pdf$/);
      expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

      await site.http.put(`/api/purchase-requests/${request!.id}`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
      await page.reload();
      await pay(page, request!.id, 'Pay final payment');
      const paid = (await site.http.get(`/api/purchase-requests/${request!.id}`).set(customer).expect(200)).body;
      expect(paid).toMatchObject({ status: 'in_progress', fullyPaid: true, balanceDue: 0 });

      await page.getByRole('link', { name: ORDER_TRACKING_TEXTS.trackOrders }).click();
      await page.waitForURL('**/customer/orders');
      const order = page.getByRole('article', { name: `Request #${request!.id}` });
      await order.getByText(ORDER_TRACKING_TEXTS.messages.in_progress).waitFor();
      expect(await order.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
      // Submitted, Approved and Paid done and dated (once the timeline has loaded); In progress the current stage.
      const current = order.locator('li[aria-current="step"]');
      await current.locator('time').waitFor();
      expect(await current.textContent()).toMatch(/^In progress/);
      expect(await order.locator('li[data-state="done"] time').count()).toBe(3);
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
