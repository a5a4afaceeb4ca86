import { loadStripe } from '@stripe/stripe-js/pure';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_STORAGE_KEY, MESSAGES, PAYMENT_IN_FLIGHT_STORAGE_KEY, PAYMENT_REDIRECT_MS, UNPAYABLE_TEXTS } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import {
  installStripeJsStandIn,
  STRIPE_CONFIRM_HANDLER,
  type StandInAnswer,
  type StandInConfirmation,
} from '../../../../test/browser/support/stripe-js-stand-in';
import { purchaseRequestAnswer, requestItemAnswer } from '@voosh/test-support/answers/purchase-request';
import type { PurchaseRequest } from '../../requests/api/usePurchaseRequests';
import type { PaymentIntent } from '../api/usePaymentIntent';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

/** Approved, $1,500 due (an adjusted amount), $125 a month; the server accepts a deposit of $750 or all of it. */
const seed = { id: 8, items: [requestItemAnswer('HireWire', 1, 102_500, 12_500)], adminAdjustedCents: 150_000 };
const approved: PurchaseRequest = purchaseRequestAnswer({ ...seed, status: 'approved' });

/** The same request once its deposit is paid and the work started: the final payment is due. */
const inProgress: PurchaseRequest = purchaseRequestAnswer({ ...seed, status: 'in_progress', amountPaid: 75_000 });

/**
 * The server's deposit intent in JMD: 11,680,000 minor units at its own rate (155.7333...), not
 * what the browser's fallback rate (157.5) would make of $750 (11,812,500): the page shows the server's.
 */
const depositIntent: PaymentIntent = {
  clientSecret: 'pi_123_secret_abc',
  paymentId: 5,
  amount: 11680000,
  amountUsdCents: 75000,
  taxUsdCents: 0,
  taxRate: null,
  currency: 'JMD',
  paymentType: 'deposit',
};

const config = { body: { enabled: true, publishableKey: 'pk_test_stub', bankTransfer: true } };

type Answers = NonNullable<Parameters<typeof mockApi>[0]>;

function answering(intent: Answers[string] = { body: depositIntent }, extra: Answers = {}) {
  return mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/payments/config': config,
    'GET /api/purchase-requests/8': { body: approved },
    'POST /api/create-payment-intent': intent,
    ...extra,
  });
}

/** What the stand-in's confirmPayment answers (Stripe's answer), and what it was asked. */
let confirm: jest.Mock<Promise<StandInAnswer>, [StandInConfirmation]>;

const payButton = () => screen.getByRole('button', { name: /^Pay |^Processing Payment/ });
const location = () => screen.getByTestId('location');

async function openPayment(query: string) {
  renderApp(`/customer/payment${query}`);
}

async function fillCard() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
  await waitFor(() => expect(payButton()).toBeEnabled());
  return user;
}

describe('payment page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    storeSession(customerSession);
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    installStripeJsStandIn(window, { release: 'endive', confirmHandler: STRIPE_CONFIRM_HANDLER });
    jest
      .mocked(loadStripe)
      .mockReset()
      .mockImplementation(async (key: string) => (window as unknown as { Stripe(key: string): never }).Stripe(key));
    confirm = jest.fn(async (_confirmation: StandInConfirmation): Promise<StandInAnswer> => ({
      paymentIntent: { id: 'pi_123', status: 'succeeded' },
    }));
    (window as unknown as Record<string, unknown>)[STRIPE_CONFIRM_HANDLER] = confirm;
  });

  it("shows the server's figures: Secure Payment for the request, total project value, type badge, amount due, plan, notes and 'Pay {currency} {amount}'", async () => {
    const fetchMock = answering();
    await openPayment('?request=8&type=deposit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Payment' })).toBeInTheDocument();
    expect(await screen.findByText('Request #8')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(value('Request ID')).toHaveTextContent('#8');
    // $1,500 at the display rate (157.5): J$236,250.
    expect(value('Total project value')).toHaveTextContent('J$236,250');
    expect(value('Payment type')).toHaveTextContent('50% Deposit');
    expect(value('Amount due')).toHaveTextContent('JMD 116,800.00');
    expect(summary).toHaveTextContent("$750 in US dollars, converted at today's rate");
    expect(summary).not.toHaveTextContent('Includes');
    expect(within(summary).getByRole('list', { name: 'Payment plan' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay JMD 116,800.00' })).toBeInTheDocument();
    expect(screen.getByText(/256-bit SSL encryption/)).toBeInTheDocument();
    // The vendor takes transfers too: the customer may choose one instead.
    expect(screen.getByRole('link', { name: 'Prefer to pay by bank transfer?' })).toHaveAttribute(
      'href',
      '/customer/transfer?request=8&type=deposit',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getAllByText('Secure Payment')).toHaveLength(2);
    // The Payment Element in the tabs layout, with the intent's client secret; the key from the API.
    expect(await screen.findByRole('tab', { name: 'Card' })).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_stub');
    // The body: the amount the client would send (ignored by the server), the currency in lowercase.
    expect(await sentBody(fetchMock, 'POST', '/api/create-payment-intent')).toEqual({
      requestId: 8,
      amount: 750,
      currency: 'jmd',
      paymentType: 'deposit',
    });
  });

  it('says what the amount holds of tax where tax is charged', async () => {
    answering({ body: { ...depositIntent, taxUsdCents: 9_783, taxRate: 'GCT 15%' } });
    await openPayment('?request=8&type=deposit');
    const summary = await screen.findByRole('region', { name: 'Payment Summary' });
    expect(await within(summary).findByText('Includes GCT 15%: $97.83')).toBeInTheDocument();
  });

  it("pays: 'Processing Payment...', then 2 s later the requests page, which is told which payment to wait for", async () => {
    let answer: (value: StandInAnswer) => void = () => undefined;
    confirm.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    // Read again once paid (the page refreshes what it knows), the request is paid in full: the page still moves on.
    let paid = false;
    const paidInFull = purchaseRequestAnswer({ ...seed, status: 'paid', amountPaid: 150_000 });
    const fetchMock = answering(undefined, {
      'GET /api/purchase-requests': { body: [approved] },
      'GET /api/purchase-requests/8': () => ({ body: paid ? paidInFull : approved }),
      'GET /api/purchase-requests/8/payments': { body: [] },
    });
    await openPayment('?request=8');
    const user = await fillCard();
    await user.click(payButton());
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(confirm.mock.calls[0]![0]).toEqual({
      publishableKey: 'pk_test_stub',
      clientSecret: 'pi_123_secret_abc',
      returnUrl: 'http://localhost/customer/requests?payment=success',
      redirect: 'if_required',
    });
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_IN_FLIGHT_STORAGE_KEY)!)).toEqual({ requestId: 8, paymentId: 5 });
    paid = true;
    answer({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const paidAt = Date.now();
    expect(await screen.findByText(/Payment submitted/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/customer/payment?request=8');
    const requestReads = () =>
      fetchMock.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === '/api/purchase-requests/8').length;
    await waitFor(() => expect(requestReads()).toBeGreaterThan(1));
    expect(screen.queryByText(UNPAYABLE_TEXTS.fullyPaid)).toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests/), { timeout: PAYMENT_REDIRECT_MS + 2000 });
    expect(Date.now() - paidAt).toBeGreaterThanOrEqual(PAYMENT_REDIRECT_MS - 50);
    expect(await screen.findByText('Payment processing')).toBeInTheDocument();
  }, 10_000);

  it("a refused card: 'Payment Failed' with the provider's message, and the customer may try again", async () => {
    confirm.mockResolvedValue({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    answering();
    await openPayment('?request=8&type=deposit');
    const user = await fillCard();
    await user.click(payButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(MESSAGES.paymentFailedTitle);
    expect(toast).toHaveTextContent('Your card was declined.');
    expect(await screen.findByRole('button', { name: 'Pay JMD 116,800.00' })).toBeEnabled();
    expect(sessionStorage.getItem(PAYMENT_IN_FLIGHT_STORAGE_KEY)).toBeNull();
    expect(location()).toHaveTextContent('/customer/payment?request=8&type=deposit');
  });

  it("an incomplete card is refused before Stripe is asked: 'Payment Failed' with the form's message", async () => {
    answering();
    await openPayment('?request=8');
    await screen.findByRole('tab', { name: 'Card' });
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.setup().click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(confirm).not.toHaveBeenCalled();
  });

  it("anything else going wrong: 'Payment Error' / 'An unexpected error occurred during payment processing.'", async () => {
    confirm.mockRejectedValue(new Error('network down'));
    answering();
    await openPayment('?request=8');
    const user = await fillCard();
    await user.click(payButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(MESSAGES.paymentErrorTitle);
    expect(toast).toHaveTextContent(MESSAGES.paymentUnexpected);
    expect(sessionStorage.getItem(PAYMENT_IN_FLIGHT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['full', 'Full Payment', 23360000, 'Pay JMD 233,600.00', approved],
    ['final', 'Final Payment', 11680000, 'Pay JMD 116,800.00', inProgress],
  ] as const)("names the payment type %s from the server's answer: '%s'", async (kind, badge, amount, button, request) => {
    const fetchMock = answering(
      { body: { ...depositIntent, paymentType: kind, amount } },
      { 'GET /api/purchase-requests/8': { body: request } },
    );
    await openPayment(`?request=8&type=${kind}`);
    const summary = await screen.findByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByText(badge)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/create-payment-intent')).toMatchObject({ paymentType: kind });
  });

  it.each([
    ['deposit', purchaseRequestAnswer({ ...seed, status: 'under_review' }), 'This request is not approved yet'],
    ['final', purchaseRequestAnswer({ ...seed, status: 'completed', amountPaid: 150_000 }), 'This request is fully paid'],
    ['final', approved, 'The final payment is due once your solution is being developed'],
  ] as const)('a %s payment the request does not take now says why, and asks Stripe for nothing: %#', async (kind, request, reason) => {
    const fetchMock = answering(undefined, { 'GET /api/purchase-requests/8': { body: request } });
    await openPayment(`?request=8&type=${kind}`);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Requests' })).toHaveAttribute('href', '/customer/requests');
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('create-payment-intent'))).toBe(false);
  });

  it("without a request: 'Invalid Request' / 'No payment request specified.', then the requests page", async () => {
    const fetchMock = answering(undefined, { 'GET /api/purchase-requests': { body: [] } });
    await openPayment('?type=deposit');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(MESSAGES.invalidRequestTitle);
    expect(toast).toHaveTextContent(MESSAGES.invalidRequestText);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Requests' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('create-payment-intent'))).toBe(false);
  });

  it.each([
    ['another customer’s request (404)', { status: 404, body: { statusCode: 404, error: 'Purchase request not found' } }],
    [
      'a payment the request does not take now (409)',
      { status: 409, body: { statusCode: 409, error: 'A deposit payment can be made only when ...' } },
    ],
    ['card payments not configured (503)', { status: 503, body: { statusCode: 503, error: 'Card payments are not configured' } }],
    ['an answer without a client secret', { body: { ...depositIntent, clientSecret: '' } }],
  ])(
    "no client secret, for %s: 'Payment Error' / 'Unable to initialize payment. Please try again later.' and Back to Requests, nothing of the request",
    async (_case, intent) => {
      answering(intent, { 'GET /api/purchase-requests/8': 'status' in intent && intent.status === 404 ? intent : { body: approved } });
      await openPayment('?request=8&type=deposit');
      expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.paymentUnavailable)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Requests' })).toHaveAttribute('href', '/customer/requests');
      expect(screen.queryByText(/Request #8/)).toBeNull();
      expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    },
  );

  it('card payments switched off in the configuration: the bank transfer page, without asking for an intent or loading Stripe', async () => {
    const fetchMock = answering(undefined, {
      'GET /api/payments/config': { body: { enabled: false, publishableKey: null, bankTransfer: true } },
    });
    await openPayment('?request=8&type=full');
    await waitFor(() => expect(location()).toHaveTextContent('/customer/transfer?request=8&type=full'));
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('create-payment-intent'))).toBe(false);
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("Stripe.js failing to load: 'Payment Error'", async () => {
    jest.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    answering();
    await openPayment('?request=8');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
  });

  it("an unknown payment type: 'Payment Error' without asking the server", async () => {
    const fetchMock = answering();
    await openPayment('?request=8&type=tip');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String((input as Request).url).includes('create-payment-intent'))).toBe(false);
  });

  it("no answer at all (the network): 'Payment Error' / 'Failed to initialize payment. Please try again.', then the requests page", async () => {
    answering('network-error', { 'GET /api/purchase-requests': { body: [approved] } });
    await openPayment('?request=8');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(MESSAGES.paymentErrorTitle);
    expect(toast).toHaveTextContent(MESSAGES.paymentInitFailed);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests$/));
  });
});
