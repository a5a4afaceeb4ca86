import { loadStripe } from '@stripe/stripe-js/pure';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, ORDER_TRACKING_TEXTS as TEXTS } from '@voosh/shared';
import { requestDocument } from '../../../../test/support/documents';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { installStripeJsStandIn, STRIPE_CONFIRM_HANDLER, type StandInAnswer } from '../../../../test/browser/support/stripe-js-stand-in';
import { purchaseRequestAnswer } from '@voosh/test-support/answers/purchase-request';
import type { PurchaseRequest } from '../api/usePurchaseRequests';
import type { RequestEvent } from '../api/useRequestEvents';
import { dayText, submittedAtText } from '../../../lib/dates';
import type { Plan, PlanCharge } from '../api/usePlans';
import { PLAN_TEXTS } from '../components/OrderPlan';
import { CARD_SETUP_TEXTS } from '../components/PlanCardSetupForm';
import { PLAN_CURRENCY_TEXTS } from '../components/PlanCurrencyButton';
import userEvent from '@testing-library/user-event';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

/** Local wall-clock days of November 2026, so the shown dates do not depend on the time zone. */
const day = (date: number) => new Date(2026, 10, date, 10, 0).toISOString();

/** A request of one SnapForm ($250 setup + $125/mo = $375) in `status`, submitted on `created`, its deposit paid. */
function order(id: number, status: PurchaseRequest['status'], created: number, fields: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return purchaseRequestAnswer(
    { id, status, amountPaid: 18_750 },
    { productType: 'arm', source: 'product', createdAt: day(created), updatedAt: day(created), acceptedPayments: [], ...fields },
  );
}

const moved = (id: number, to: string, date: number, type: RequestEvent['type'] = 'status_changed'): RequestEvent => ({
  id,
  type,
  actor: { id: null, name: 'VOOSH team', role: 'ADMIN' },
  apiKey: null,
  before: null,
  after: { status: to },
  createdAt: day(date),
});

const events = (until: 'paid' | 'in_progress' | 'completed'): RequestEvent[] => {
  const all = [
    moved(1, 'submitted', 1, 'created'),
    moved(2, 'under_review', 2),
    moved(3, 'approved', 3),
    moved(4, 'paid', 5),
    moved(5, 'in_progress', 6),
    moved(6, 'completed', 9),
  ];
  return all.slice(0, { paid: 4, in_progress: 5, completed: 6 }[until]);
};

async function openOrders(answers: Parameters<typeof mockApi>[0]) {
  storeSession(customerSession);
  const fetchMock = mockApi({ 'GET /api/cart': { body: [] }, ...answers });
  renderApp('/customer/orders');
  // The first render compiles the lazy route's modules: allow it time.
  await screen.findByRole('heading', { level: 1, name: TEXTS.title }, { timeout: 15_000 });
  return fetchMock;
}

/** The status badge's text (an MUI Chip). */
const BADGE = '.MuiChip-label';
const card = (id: number) => screen.getByRole('article', { name: `Request #${id}` });
const stagesOf = (id: number) =>
  within(card(id))
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-state'));

/** Order 5's card plan: JMD, month one paid, month two failed with Stripe's pay page. */
function plan(fields: Partial<Plan> = {}): Plan {
  return {
    id: 2,
    requestId: 5,
    customerEmail: 'owner@business.com',
    status: 'past_due',
    billing: 'card',
    currency: 'JMD',
    rate: 155.873,
    monthlyUsdCents: 12500,
    monthlyMinor: 1948413,
    currentPeriodStart: '2026-12-09T10:00:00.000Z',
    currentPeriodEnd: '2027-01-09T10:00:00.000Z',
    nextChargeAt: '2027-01-09T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    canceledAt: null,
    currencyChangePending: null,
    lines: [{ id: 1, productName: 'SnapForm', armName: 'VOOSHDesk', quantity: 1, unitMonthlyCents: 12500 }],
    charges: [
      charge({
        id: 8,
        periodStart: '2027-01-09T10:00:00.000Z',
        periodEnd: '2027-02-09T10:00:00.000Z',
        status: 'open',
        payUrl: 'https://invoice.stripe.test/i/in_2',
      }),
      charge({ id: 7, status: 'paid', paidAt: '2026-12-09T10:00:00.000Z', method: 'card', refundedUsdCents: 2500, refundedMinor: 389683 }),
    ],
    ...fields,
  };
}

const charge = (fields: Partial<PlanCharge>): PlanCharge => ({
  id: 7,
  planId: 2,
  periodStart: '2026-12-09T10:00:00.000Z',
  periodEnd: '2027-01-09T10:00:00.000Z',
  amountUsdCents: 12500,
  currency: 'JMD',
  amountMinor: 1948413,
  status: 'paid',
  dueAt: '2026-12-09T10:00:00.000Z',
  overdue: false,
  paidAt: null,
  method: null,
  reference: null,
  payUrl: null,
  failureMessage: null,
  taxUsdCents: 0,
  tax: { treatment: 'untaxed', rateName: null, percent: null, included: false, note: null },
  refundedUsdCents: 0,
  refundedMinor: 0,
  ...fields,
});

beforeEach(() => localStorage.clear());

describe('order tracking', () => {
  it("shows a completed order's monthly plan with its months, and cancels it at the period's end after a confirmation", async () => {
    let current = plan();
    await openOrders({
      'GET /api/purchase-requests': { body: [order(5, 'completed', 1, { amountPaid: 37500, balanceDue: 0, fullyPaid: true })] },
      'GET /api/purchase-requests/5/events': { body: events('completed') },
      'GET /api/purchase-requests/5/documents': { body: [] },
      'GET /api/plans': () => ({ body: [current] }),
      'POST /api/plans/2/cancel': () => {
        current = plan({ cancelAtPeriodEnd: true, nextChargeAt: null });
        return { body: current };
      },
    });
    await screen.findAllByRole('article');
    const section = await within(card(5)).findByRole('region', { name: PLAN_TEXTS.title });
    expect(within(section).getByText('Past due', { selector: BADGE })).toBeInTheDocument();
    expect(within(section).getByText(`JMD 19,484.13 a month · Card, charged monthly`)).toBeInTheDocument();
    expect(within(section).getByText(PLAN_TEXTS.pastDue)).toBeInTheDocument();
    const months = within(within(section).getByRole('list', { name: PLAN_TEXTS.history })).getAllByRole('listitem');
    expect(months).toHaveLength(2);
    expect(within(months[0]!).getByRole('link', { name: PLAN_TEXTS.payNow })).toHaveAttribute('href', 'https://invoice.stripe.test/i/in_2');
    expect(within(months[1]!).getByText('Paid')).toBeInTheDocument();
    expect(months[1]).toHaveTextContent('JMD 19,484.13 (JMD 3,896.83 refunded)');

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: PLAN_TEXTS.cancel }));
    const dialog = await screen.findByRole('dialog', { name: PLAN_TEXTS.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: PLAN_TEXTS.confirm }));
    expect(await screen.findByText(PLAN_TEXTS.canceled)).toBeInTheDocument();
    await waitFor(() => expect(within(card(5)).queryByRole('button', { name: PLAN_TEXTS.cancel })).not.toBeInTheDocument());
    expect(within(card(5)).getByText(/^Ends on .*; nothing more is charged\.$/)).toBeInTheDocument();
  });

  /** Order 5 completed and paid, with `initial` as its plan; `change` answers the plan's currency calls. */
  async function openPlan(initial: Plan, change: Parameters<typeof mockApi>[0]) {
    let current = initial;
    const fetchMock = await openOrders({
      'GET /api/purchase-requests': { body: [order(5, 'completed', 1, { amountPaid: 37500, balanceDue: 0, fullyPaid: true })] },
      'GET /api/purchase-requests/5/events': { body: events('completed') },
      'GET /api/purchase-requests/5/documents': { body: [] },
      'GET /api/plans': () => ({ body: [current] }),
      ...change,
    });
    await screen.findAllByRole('article');
    const section = await within(card(5)).findByRole('region', { name: PLAN_TEXTS.title });
    return { fetchMock, section, setCurrent: (next: Plan) => (current = next) };
  }

  it("links an invoice plan's open month, and no paid one, to its bank transfer page", async () => {
    const invoicePlan = plan({
      status: 'active',
      billing: 'invoice',
      currency: 'USD',
      rate: 1,
      monthlyMinor: 12500,
      charges: [
        charge({ id: 9, status: 'open', currency: 'USD', amountMinor: 12500 }),
        charge({ id: 7, status: 'paid', currency: 'USD', amountMinor: 12500 }),
      ],
    });
    const { section } = await openPlan(invoicePlan, {});
    expect(
      within(section)
        .getAllByRole('link', { name: PLAN_TEXTS.payByTransfer })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/customer/transfer?plan=2&month=9']);
  });

  it("changes an invoice plan's currency from its next month at once", async () => {
    const invoicePlan = plan({ status: 'active', billing: 'invoice', currency: 'USD', rate: 1, monthlyMinor: 12500, charges: [] });
    const changed = plan({ ...invoicePlan, currency: 'JMD', rate: 155.873, monthlyMinor: 1948413 });
    const { fetchMock, section, setCurrent } = await openPlan(invoicePlan, {
      'POST /api/plans/2/currency': () => {
        setCurrent(changed);
        return { body: { plan: changed, cardSetup: null } };
      },
    });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: PLAN_CURRENCY_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: PLAN_CURRENCY_TEXTS.title });
    expect(within(dialog).getByText(PLAN_CURRENCY_TEXTS.intro(dayText(invoicePlan.currentPeriodEnd)))).toBeInTheDocument();
    // The customer's own currency is not offered; the first other one is chosen.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['JMD', 'GBP', 'EUR']);
    expect(within(dialog).getByRole('radio', { name: 'Jamaican Dollar (JMD)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: PLAN_CURRENCY_TEXTS.next }));
    expect(await screen.findByText(PLAN_CURRENCY_TEXTS.changed)).toBeInTheDocument();
    expect(screen.getByText(PLAN_CURRENCY_TEXTS.changedText('JMD 19,484.13', dayText(invoicePlan.currentPeriodEnd)))).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/plans/2/currency')).toEqual({ currency: 'JMD' });
    expect(loadStripe).not.toHaveBeenCalled();
    await waitFor(() => expect(section).toHaveTextContent('JMD 19,484.13 a month'));
  });

  it("changes a card plan's currency once the customer saves a card for it with Stripe, showing the switch until it is made", async () => {
    installStripeJsStandIn(window, { release: 'endive', confirmHandler: STRIPE_CONFIRM_HANDLER });
    jest
      .mocked(loadStripe)
      .mockReset()
      .mockImplementation(async (key: string) => (window as unknown as { Stripe(key: string): never }).Stripe(key));
    const answers: StandInAnswer[] = [
      { error: { type: 'card_error', message: 'Your card was declined.' } },
      { setupIntent: { id: 'seti_1', status: 'succeeded' } },
    ];
    const confirmations: string[] = [];
    (window as unknown as Record<string, unknown>)[STRIPE_CONFIRM_HANDLER] = async ({ clientSecret }: { clientSecret: string }) => {
      confirmations.push(clientSecret);
      return answers.shift();
    };
    const cardPlan = plan({ status: 'active', charges: [] });
    const switching = plan({ ...cardPlan, currencyChangePending: 'GBP' });
    const cardSetup = {
      setupIntentId: 'seti_1',
      clientSecret: 'seti_1_secret_x',
      publishableKey: 'pk_test_stub',
      currency: 'GBP',
      rate: 0.79,
      monthlyMinor: 9875,
    };
    const { fetchMock, section, setCurrent } = await openPlan(cardPlan, {
      'POST /api/plans/2/currency': { body: { plan: cardPlan, cardSetup } },
      'POST /api/plans/2/currency/confirm': () => {
        setCurrent(switching);
        return { body: switching };
      },
    });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: PLAN_CURRENCY_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: PLAN_CURRENCY_TEXTS.title });
    await user.click(within(dialog).getByRole('radio', { name: 'British Pound (GBP)' }));
    await user.click(within(dialog).getByRole('button', { name: PLAN_CURRENCY_TEXTS.next }));
    expect(
      await within(dialog).findByText(PLAN_CURRENCY_TEXTS.cardIntro('GBP 98.75', dayText(cardPlan.currentPeriodEnd))),
    ).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_stub');
    await user.type(await within(dialog).findByLabelText('Card number'), '4242 4242 4242 4242');
    const save = within(dialog).getByRole('button', { name: CARD_SETUP_TEXTS.save });
    await waitFor(() => expect(save).toBeEnabled());

    // Refused by Stripe: said in the dialog, nothing sent to the server; then saved.
    await user.click(save);
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CARD_SETUP_TEXTS.save }));
    expect(await screen.findByText(PLAN_CURRENCY_TEXTS.changed)).toBeInTheDocument();
    expect(confirmations).toEqual(['seti_1_secret_x', 'seti_1_secret_x']);
    expect(await sentBody(fetchMock, 'POST', '/api/plans/2/currency')).toEqual({ currency: 'GBP' });
    expect(await sentBody(fetchMock, 'POST', '/api/plans/2/currency/confirm')).toEqual({ setupIntentId: 'seti_1' });
    expect(await within(section).findByText(PLAN_TEXTS.switching('GBP'))).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: PLAN_CURRENCY_TEXTS.open })).not.toBeInTheDocument();
  });

  it("shows the customer's paid, in-progress and completed requests only, newest first, from the server", async () => {
    await openOrders({
      'GET /api/purchase-requests': {
        body: [
          order(1, 'submitted', 1),
          order(2, 'paid', 2),
          order(3, 'approved', 3),
          order(4, 'in_progress', 4),
          order(5, 'completed', 1),
          order(6, 'denied', 6),
        ],
      },
      'GET /api/purchase-requests/2/events': { body: events('paid') },
      'GET /api/purchase-requests/4/events': { body: events('in_progress') },
      'GET /api/purchase-requests/5/events': { body: events('completed') },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'order-4-heading',
      'order-2-heading',
      'order-5-heading',
    ]);
    expect(screen.getByRole('link', { name: TEXTS.backToDashboard })).toHaveAttribute('href', '/customer/dashboard');
  });

  it('shows progress, the status badge, the stages dated from the timeline, and the status message', async () => {
    await openOrders({
      'GET /api/purchase-requests': {
        body: [order(4, 'in_progress', 1), order(5, 'completed', 1, { acceptedPayments: [{ kind: 'final', amountCents: 18750 }] })],
      },
      'GET /api/purchase-requests/4/events': { body: events('in_progress') },
      'GET /api/purchase-requests/5/events': { body: events('completed') },
      'GET /api/purchase-requests/4/documents': {
        body: [requestDocument({ id: 9, requestId: 4, number: 'Q-2026-00009' })],
      },
    });
    await screen.findAllByRole('article');
    const inProgress = card(4);
    expect(await within(inProgress).findByRole('button', { name: 'Download PDF: Quote Q-2026-00009' })).toBeInTheDocument();
    // Order 5's documents could not be read (no answer here): said so, the rest of the card stands.
    expect(await within(card(5)).findByText('Your documents could not be loaded.')).toBeInTheDocument();
    expect(within(inProgress).getByText('In Progress', { selector: BADGE })).toBeInTheDocument();
    expect(within(inProgress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(inProgress).getByText('75%')).toBeInTheDocument();
    expect(within(inProgress).getByText('SnapForm')).toBeInTheDocument();
    expect(within(inProgress).getByText('Total $375')).toBeInTheDocument();
    expect(within(inProgress).getByText(TEXTS.messages.in_progress)).toBeInTheDocument();
    await waitFor(() => expect(stagesOf(4)[3]).toHaveTextContent(submittedAtText(day(6))));
    expect(stagesOf(4).map((stage) => [stage.getAttribute('data-state'), stage.textContent])).toEqual([
      ['done', `Submitted (done)${submittedAtText(day(1))}`],
      ['done', `Approved (done)${submittedAtText(day(3))}`],
      ['done', `Paid (done)${submittedAtText(day(5))}`],
      ['current', `In progress (current stage)${submittedAtText(day(6))}`],
      ['upcoming', 'Completed (to come)'],
    ]);
    expect(stagesOf(4)[3]).toHaveAttribute('aria-current', 'step');

    const completed = card(5);
    expect(within(completed).getByText('Completed', { selector: BADGE })).toBeInTheDocument();
    expect(within(completed).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(completed).getByText(TEXTS.messages.completed)).toBeInTheDocument();
    await waitFor(() =>
      expect(stagesOf(5).map((stage) => stage.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'done', 'done']),
    );
    expect(within(completed).getByRole('link', { name: 'Pay final payment' })).toHaveAttribute(
      'href',
      '/customer/payment?request=5&type=final',
    );
  });

  it('a paid order is half way, with its message; its stages wait for the timeline without failing', async () => {
    await openOrders({
      'GET /api/purchase-requests': { body: [order(2, 'paid', 1)] },
      'GET /api/purchase-requests/2/events': { status: 500, body: { error: 'down' } },
    });
    await screen.findAllByRole('article');
    expect(within(card(2)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(card(2)).getByText(TEXTS.messages.paid)).toBeInTheDocument();
    expect(stagesOf(2).map((stage) => stage.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
  });

  it('without orders: the empty state with the way to the requests', async () => {
    await openOrders({ 'GET /api/purchase-requests': { body: [order(1, 'submitted', 1), order(3, 'approved', 3)] } });
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.viewRequests })).toHaveAttribute('href', '/customer/requests');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a failed load says so, with Retry', async () => {
    await openOrders({ 'GET /api/purchase-requests': { status: 500, body: { error: 'down' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadPurchaseRequestsFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
