import type { Page } from 'playwright-core';
import {
  chargeMinorUnits,
  chargeText,
  depositCents,
  FALLBACK_RATES,
  formatUsd,
  MESSAGES,
  PAYMENT_REDIRECT_MS,
  payButtonText,
  paymentPagePath,
  STAFF_DISPLAY_NAME,
} from '@voosh/shared';
import { sessionFor } from '@voosh/test-support/accounts';
import { deliver, signedEvent } from '@voosh/test-support/payments';
import type { StubIntent } from '@voosh/test-support/stripe-stub';
import { expectNoAxeViolations, PAGE_WALK_TIMEOUT_MS, signedInCustomerPage, type Site, storeSessionInPage } from './support/site';
import { approvedAt, chooseCurrency, openPayment, whileTaxIsCharged } from './support/customer-steps';
import {
  answerStripeConfirmations,
  intentIdOf,
  type StandInAnswer,
  stripeJsStandIn,
  stripeJsUrl,
  useSiteWithStripe,
} from './support/stripe';

type Session = Awaited<ReturnType<typeof sessionFor>>;

/** SnapForm: $250 setup + $125 for the first month. */
const SNAPFORM_TOTAL_CENTS = 37500;

/** A customer's request, submitted from the product page and approved by an admin through the API. */
async function approvedRequest(site: Site, customer: Session, admin: Session): Promise<{ id: number }> {
  const { body } = await site.http
    .post('/api/purchase-requests')
    .set(customer.auth)
    .send({ productName: 'SnapForm', quantity: 1, totalAmount: 375, status: 'submitted', productType: 'arm' })
    .expect(201);
  await site.http.put(`/api/purchase-requests/${body.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
  return body;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('card payments in the browser (Stripe.js and the Stripe API replaced by local stand-ins)', () => {
  const { site, stripe } = useSiteWithStripe();

  it(
    'pays the 50% deposit in JMD, shows it processing until the webhook books it, then the final payment once in progress',
    async () => {
      const { customer, page } = await signedInCustomerPage(site, { stubs: [stripeJsStandIn()] });
      const admin = await sessionFor(site.testApp, 'ADMIN');
      const request = await approvedRequest(site, customer, admin);
      const confirmed: StubIntent[] = [];
      let confirmedAt = 0;
      let webhookAtOnce = false;
      // What Stripe does when the customer confirms: the intent succeeds at the Stripe stub; the
      // webhook comes when the test says (at once for the final payment).
      await answerStripeConfirmations(page.context(), async ({ clientSecret }) => {
        // A card saved for a plan's new currency (a SetupIntent): saved at the stub, no webhook (the page confirms it).
        if (clientSecret.startsWith('seti_'))
          return { setupIntent: { id: stripe.settleSetup(intentIdOf(clientSecret)).id, status: 'succeeded' } };
        const intent = stripe.settle(intentIdOf(clientSecret), 'succeeded');
        confirmed.push(intent);
        if (webhookAtOnce) await deliver(site.testApp, signedEvent('payment_intent.succeeded', intent)).expect(200);
        confirmedAt = Date.now();
        return { paymentIntent: { id: intent.id, status: 'succeeded' } };
      });

      await page.goto('/customer/requests');
      await chooseCurrency(page, 'JMD');
      const card = page.getByRole('article', { name: `Request #${request.id}` });
      await card.getByRole('link', { name: 'Pay in full' }).waitFor();
      const deposit = await openPayment(page, request.id, 'Pay 50% deposit');
      // The server's figures: $187.50 at its rate (the fallback rate here), in JMD minor units.
      expect(deposit).toMatchObject({ currency: 'JMD', paymentType: 'deposit', amountUsdCents: depositCents(SNAPFORM_TOTAL_CENTS) });
      expect(deposit.amount).toBe(chargeMinorUnits(depositCents(SNAPFORM_TOTAL_CENTS), 'JMD', FALLBACK_RATES.JMD));
      await page.getByText(`Request #${request.id}`, { exact: true }).waitFor();
      const summary = page.getByRole('region', { name: 'Payment Summary' });
      await summary.getByText('50% Deposit', { exact: true }).waitFor();
      await summary.getByText(chargeText(deposit.amount, 'JMD'), { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Card' }).waitFor();

      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: payButtonText(deposit.amount, 'JMD') }).click();
      await page.getByText('Payment submitted', { exact: false }).waitFor();
      await page.waitForURL('**/customer/requests**');
      // The page heard of the success after confirmedAt, and waited PAYMENT_REDIRECT_MS from then.
      expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(PAYMENT_REDIRECT_MS);
      expect(confirmed).toHaveLength(1);

      // Stripe took it, the server has not heard yet: processing, no pay button, nothing booked.
      await card.getByText('Payment processing').waitFor();
      expect(await card.getByRole('link', { name: /^Pay / }).count()).toBe(0);
      expect((await site.http.get(`/api/purchase-requests/${request.id}`).set(customer.auth).expect(200)).body).toMatchObject({
        status: 'approved',
        amountPaid: 0,
      });

      await deliver(site.testApp, signedEvent('payment_intent.succeeded', confirmed[0]!)).expect(200);
      await page.getByText(MESSAGES.paymentSuccessfulTitle).waitFor();
      await card.getByText('Paid', { exact: true }).waitFor();
      await card.getByText('Payment received').waitFor();
      await card.getByRole('button', { name: 'Documents, payments and timeline' }).click();
      // The deposit's receipt, in the currency charged, ready to download.
      const documents = card.getByRole('list', { name: 'Documents' });
      await documents.getByRole('button', { name: /^Download PDF: Receipt RCT-\d{4}-\d{5}$/ }).waitFor();
      await documents.getByText(`50% Deposit: ${formatUsd(depositCents(SNAPFORM_TOTAL_CENTS))} paid in JMD`, { exact: false }).waitFor();
      const paid = card.getByRole('listitem', { name: '50% Deposit' });
      await paid.getByText(`50% Deposit: ${chargeText(deposit.amount, 'JMD')}`).waitFor();
      await paid.getByText('Paid', { exact: true }).waitFor();
      const timeline = card.getByRole('list', { name: 'Timeline' });
      await timeline.getByText(`50% Deposit received: ${chargeText(deposit.amount, 'JMD')} (Card)`).waitFor();
      expect(await timeline.textContent()).toContain(`Status changed to Approved`);
      expect(await timeline.textContent()).toContain(STAFF_DISPLAY_NAME);
      expect(await card.textContent()).not.toContain(admin.user.email);

      // In progress: the final payment, booked by a webhook that arrives at once.
      await site.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'in_progress' }).expect(200);
      webhookAtOnce = true;
      await page.reload();
      const final = await openPayment(page, request.id, 'Pay final payment');
      expect(final).toMatchObject({
        currency: 'JMD',
        paymentType: 'final',
        amountUsdCents: SNAPFORM_TOTAL_CENTS - depositCents(SNAPFORM_TOTAL_CENTS),
      });
      await page.getByRole('region', { name: 'Payment Summary' }).getByText('Final Payment', { exact: true }).waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: payButtonText(final.amount, 'JMD') }).click();
      await page.waitForURL('**/customer/requests**');
      await page.getByText(MESSAGES.paymentSuccessfulTitle).waitFor();
      await card.getByText('Payment received').waitFor();
      const answer = (await site.http.get(`/api/purchase-requests/${request.id}`).set(customer.auth).expect(200)).body;
      expect(answer).toMatchObject({ status: 'in_progress', fullyPaid: true, balanceDue: 0, acceptedPayments: [] });
      expect(await card.getByRole('link', { name: /^Pay / }).count()).toBe(0);

      // Delivered: the monthly plan starts on the card the final payment saved.
      await site.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'completed' }).expect(200);
      await page.goto('/customer/orders');
      const plan = page.getByRole('article', { name: `Request #${request.id}` }).getByRole('region', { name: 'Monthly plan' });
      await plan.getByText('Active', { exact: true }).waitFor();
      await plan.getByText(/^Next charge: /).waitFor();
      const [started] = (await site.http.get('/api/plans').set(customer.auth).expect(200)).body;
      const gbpMonthly = chargeText(chargeMinorUnits(12500, 'GBP', FALLBACK_RATES.GBP), 'GBP');

      // The customer has it billed in GBP from the next month: a card saved for GBP, then the subscription replaced.
      await plan.getByRole('button', { name: 'Change currency' }).click();
      const change = page.getByRole('dialog', { name: 'Change your plan’s currency' });
      await change.getByRole('radio', { name: 'British Pound (GBP)' }).check();
      await change.getByRole('button', { name: 'Continue' }).click();
      await change.getByText(new RegExp(`^Confirm the card to charge ${gbpMonthly.replace('.', '\\.')} a month from `)).waitFor();
      await change.getByLabel('Card number').fill('4242 4242 4242 4242');
      await change.getByRole('button', { name: 'Save card and switch' }).click();
      await page.getByText('Currency changed').waitFor();
      await plan.getByText(`${gbpMonthly} a month · Card, charged monthly`).waitFor();
      expect(await plan.getByRole('button', { name: 'Change currency' }).count()).toBe(1);
      const subscriptions = [...stripe.billing.subscriptions.values()].filter((made) => made.metadata.planId === String(started.id));
      expect(subscriptions.map((made) => [made.status, made.cancel_at_period_end, made.items.data[0]!.price.currency])).toEqual([
        ['active', true, 'jmd'], // ends with its paid month
        ['active', false, 'gbp'],
      ]);

      // Then cancels it at the period's end.
      await plan.getByRole('button', { name: 'Cancel plan' }).click();
      await page.getByRole('dialog', { name: 'Cancel your monthly plan?' }).getByRole('button', { name: 'Cancel at period end' }).click();
      await page.getByText('Your plan will end with the current month').waitFor();
      await plan.getByText(/^Ends on .*; nothing more is charged\.$/).waitFor();
      expect((await site.http.get('/api/plans').set(customer.auth).expect(200)).body).toEqual([
        expect.objectContaining({ requestId: request.id, billing: 'card', currency: 'GBP', cancelAtPeriodEnd: true, nextChargeAt: null }),
      ]);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    "a declined card: 'Payment Failed' with the provider's message, on the payment page, nothing booked",
    async () => {
      const { customer, page } = await signedInCustomerPage(site, { stubs: [stripeJsStandIn()] });
      const request = await approvedRequest(site, customer, await sessionFor(site.testApp, 'ADMIN'));
      await answerStripeConfirmations(page.context(), async (): Promise<StandInAnswer> => ({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      }));
      await page.goto('/customer/requests');
      await openPayment(page, request.id, 'Pay 50% deposit');
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Pay USD / }).click();
      const toast = page.getByRole('alert').filter({ hasText: MESSAGES.paymentFailedTitle });
      await toast.getByText('Your card was declined.').waitFor();
      expect(page.url()).toContain(paymentPagePath(request.id, 'deposit'));
      await page.getByRole('button', { name: /^Pay USD / }).waitFor();
      expect((await site.http.get(`/api/purchase-requests/${request.id}`).set(customer.auth).expect(200)).body).toMatchObject({
        status: 'approved',
        amountPaid: 0,
      });
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    "without a request: 'Invalid Request', then the requests page",
    async () => {
      const { page } = await signedInCustomerPage(site);
      await page.goto('/customer/payment');
      await page.getByRole('alert').getByText(MESSAGES.invalidRequestText).waitFor();
      await page.getByText(MESSAGES.invalidRequestTitle).waitFor();
      await page.waitForURL('**/customer/requests');
      await page.getByRole('heading', { level: 1, name: 'Your Requests' }).waitFor();
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    "another customer opening the payment address sees 'Payment Error' and nothing of the request",
    async () => {
      const owner = await sessionFor(site.testApp);
      const request = await approvedRequest(site, owner, await sessionFor(site.testApp, 'ADMIN'));
      const intentsBefore = stripe.createdIntents;
      const { page } = await signedInCustomerPage(site, { stubs: [stripeJsStandIn()] });
      await page.goto(paymentPagePath(request.id, 'deposit'));
      await page.getByRole('heading', { level: 1, name: MESSAGES.paymentErrorTitle }).waitFor();
      await page.getByText(MESSAGES.paymentUnavailable).waitFor();
      await page.getByRole('link', { name: 'Back to Requests' }).waitFor();
      const text = await page.locator('main').textContent();
      for (const secret of ['SnapForm', `#${request.id}`, owner.user.email, 'Total project value', 'Amount due'])
        expect(text).not.toContain(secret);
      expect(stripe.createdIntents).toBe(intentsBefore);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'loads neither the payment page nor Stripe.js on the home page; the payment page loads both',
    async () => {
      const page = await site.newPage({ stubs: [stripeJsStandIn()] });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(requested.some((url) => url.endsWith('.js'))).toBe(true);
      expect(requested.filter((url) => /PaymentPage-|stripe/i.test(url))).toEqual([]);

      const customer = await sessionFor(site.testApp);
      const request = await approvedRequest(site, customer, await sessionFor(site.testApp, 'ADMIN'));
      await storeSessionInPage(page, {
        token: customer.token,
        user: { id: customer.user.id, email: customer.user.email, role: 'CUSTOMER' },
      });
      await page.goto(paymentPagePath(request.id, 'deposit'));
      await page.getByRole('tab', { name: 'Card' }).waitFor();
      expect(requested.some((url) => /\/assets\/PaymentPage-[\w-]+\.js$/.test(url))).toBe(true);
      expect(requested.some((url) => url.startsWith(stripeJsUrl()))).toBe(true);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'the payment page and the requests page with their payments pass axe and fit 375 px, in the light and the dark theme',
    async () => {
      const customer = await sessionFor(site.testApp);
      const admin = await sessionFor(site.testApp, 'ADMIN');
      const request = await approvedRequest(site, customer, admin);
      await site.http
        .post(`/api/purchase-requests/${request.id}/payments`)
        .set(admin.auth)
        .send({ kind: 'deposit', method: 'bank_transfer', reference: 'TX-1' })
        .expect(201);
      const other = await approvedRequest(site, customer, admin);
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await site.newPage({ colorScheme, stubs: [stripeJsStandIn()] });
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto('/');
        await storeSessionInPage(page, {
          token: customer.token,
          user: { id: customer.user.id, email: customer.user.email, role: 'CUSTOMER' },
        });

        await page.goto(paymentPagePath(other.id, 'deposit'));
        await page.getByRole('tab', { name: 'Card' }).waitFor();
        await page.getByRole('button', { name: /^Pay USD / }).waitFor();
        await page.waitForLoadState('networkidle');
        expect({ colorScheme, page: 'payment', overflow: await overflow(page) }).toEqual({ colorScheme, page: 'payment', overflow: 0 });
        await expectNoAxeViolations(page);

        await page.goto('/customer/requests');
        const card = page.getByRole('article', { name: `Request #${request.id}` });
        await card.getByRole('button', { name: 'Documents, payments and timeline' }).click();
        await card.getByRole('list', { name: 'Timeline' }).waitFor();
        await page
          .getByRole('article', { name: `Request #${other.id}` })
          .getByRole('link', { name: 'Pay 50% deposit' })
          .waitFor();
        await page.waitForLoadState('networkidle');
        expect({ colorScheme, page: 'requests', overflow: await overflow(page) }).toEqual({ colorScheme, page: 'requests', overflow: 0 });
        await expectNoAxeViolations(page);
        await page.close();
      }
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'with GCT at 15%: the card payment page asks the deposit with its tax, and says what it holds of tax',
    async () => {
      const { customer, page } = await signedInCustomerPage(site, { stubs: [stripeJsStandIn()] });
      const admin = await sessionFor(site.testApp, 'ADMIN');
      await whileTaxIsCharged(site.http, admin.auth, async () => {
        const request = await approvedAt(site.http, customer.auth, admin.auth, 1000);
        await page.goto('/customer/requests');
        const deposit = await openPayment(page, request.id, 'Pay 50% deposit');
        expect(deposit).toMatchObject({ paymentType: 'deposit', amountUsdCents: 57_500 });
        const summary = page.getByRole('region', { name: 'Payment Summary' });
        await summary.getByText('Includes GCT 15%: $75').waitFor();
        await expectNoAxeViolations(page);
      });
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
