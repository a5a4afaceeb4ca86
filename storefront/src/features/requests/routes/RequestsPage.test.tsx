import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  CURRENCY_STORAGE_KEY,
  MESSAGES,
  PAYMENT_CONFIRMATION_WAIT_MS,
  PAYMENT_RETURN_PATH,
  PURCHASE_REQUEST_STATUS_TEXT,
  STAFF_DISPLAY_NAME,
  ORDER_TRACKING_TEXTS,
  REQUEST_REFERENCE_KEYS,
  REQUEST_REFERENCES,
} from '@voosh/shared';
import { useNavigate } from 'react-router-dom';
import { requestDocument } from '../../../../test/support/documents';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { AppRoutes } from '../../../app/AppRoutes';
import { purchaseRequestAnswer, requestItemAnswer } from '@voosh/test-support/answers/purchase-request';
import type { PurchaseRequest } from '../api/usePurchaseRequests';
import type { RequestEvent } from '../api/useRequestEvents';
import type { RequestPayment } from '../api/useRequestPayments';
import { rememberPaymentInFlight } from '../paymentInFlight';
import { COMPANY_TEXTS } from '../../company/companyTexts';

/** Local wall-clock times, so the shown date and time do not depend on the machine's time zone. */
const MARCH_10_09_05 = new Date(2026, 2, 10, 9, 5).toISOString();
const MARCH_14_15_30 = new Date(2026, 2, 14, 15, 30).toISOString();

const item = (productName: string, quantity: number, unitSetupCents: number, unitMonthlyCents: number) =>
  requestItemAnswer(productName, quantity, unitSetupCents, unitMonthlyCents, { id: Math.floor(Math.random() * 1e6) });

/** A request of `items` in `status`, its figures as the server derives them; `fields` override. */
function request({
  id,
  status,
  items,
  adminAdjustedCents,
  amountPaid,
  depositPaid,
  ...fields
}: Partial<PurchaseRequest> & Pick<PurchaseRequest, 'id' | 'status' | 'items'>): PurchaseRequest {
  return purchaseRequestAnswer(
    { id, status, items, adminAdjustedCents, amountPaid, depositPaid },
    { statusText: '', allowedNextStatuses: [], acceptedPayments: [], ...fields },
  );
}

/** Submitted: one SnapForm, $250 setup + $125/mo = $375. */
const submitted = request({
  id: 3,
  status: 'submitted',
  items: [item('SnapForm', 1, 25000, 12500)],
  totalCents: 37500,
  createdAt: MARCH_10_09_05,
});
/** Approved: two HireWire (2 x ($400 + $175) = $1,150) and a custom product; an admin set $1,500. */
const approvedAdjusted = request({
  id: 8,
  status: 'approved',
  items: [item('HireWire', 2, 40000, 17500), item('Custom CRM Integration', 1, 0, 0)],
  totalCents: 115000,
  adminAdjustedCents: 150000,
  createdAt: MARCH_14_15_30,
});
/** Paid: the 50% deposit of $400 received. */
const depositPaid = request({
  id: 11,
  status: 'paid',
  items: [item('TaxBot', 1, 45000, 18500)],
  totalCents: 63500,
  adminAdjustedCents: 40000,
  amountPaid: 20000,
  balanceDue: 20000,
  depositPaid: true,
});

const answering = (...requests: PurchaseRequest[]) => ({ 'GET /api/purchase-requests': { body: requests }, 'GET /api/cart': { body: [] } });

/** The card payment's redirect and the browser's Back button, to tell a replaced address from a pushed one. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate(PAYMENT_RETURN_PATH)}>Return from payment</button>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

async function openRequests(route = '/customer/requests') {
  renderApp(route);
  return screen.findByRole('heading', { level: 1, name: 'Your Requests' });
}

const card = (id: number) => screen.getByRole('article', { name: `Request #${id}` });
const products = (id: number) => within(card(id)).getByRole('list', { name: 'Products' });
/** The figure shown next to a label of a card's totals ('Total', 'Amount paid', ...). */
const figure = (id: number, label: string) => within(card(id)).getByText(label).nextElementSibling as HTMLElement;

describe('customer requests page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(customerSession);
  });

  it('lists requests newest first with status, explanation, date and time, products and totals', async () => {
    mockApi(answering(submitted, approvedAdjusted));
    await openRequests();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(['Request #8', 'Request #3']);

    expect(within(card(3)).getByText('Submitted')).toBeInTheDocument();
    expect(card(3)).toHaveTextContent(PURCHASE_REQUEST_STATUS_TEXT.submitted);
    expect(card(3)).toHaveTextContent(/Submitted on Mar 10, 2026, 9:05\sAM/);
    expect(within(products(3)).getByRole('listitem')).toHaveTextContent('SnapForm × 1$250 setup + $125/mo');
    expect(figure(3, 'Total')).toHaveTextContent('$375');

    expect(within(card(8)).getByText('Approved')).toBeInTheDocument();
    expect(card(8)).toHaveTextContent(PURCHASE_REQUEST_STATUS_TEXT.approved);
    expect(card(8)).toHaveTextContent(/Submitted on Mar 14, 2026, 3:30\sPM/);
    const [hireWire, custom] = within(products(8)).getAllByRole('listitem');
    expect(hireWire).toHaveTextContent('HireWire × 2$400 setup + $175/mo');
    expect(custom).toHaveTextContent('Custom CRM Integration × 1Quote Required');
    expect(screen.getByRole('link', { name: ORDER_TRACKING_TEXTS.trackOrders })).toHaveAttribute('href', '/customer/orders');
  });

  it("shows each reference the buyer gave (a PO number, ...) on the request's card, and no line for one not given", async () => {
    const references = Object.fromEntries(REQUEST_REFERENCE_KEYS.map((key, index) => [key, `REF-${index + 1}`]));
    mockApi(answering(request({ ...submitted, id: 21, ...references }), submitted));
    await openRequests();
    await screen.findAllByRole('article');
    for (const key of REQUEST_REFERENCE_KEYS) {
      expect(card(21)).toHaveTextContent(`${REQUEST_REFERENCES[key].label}: ${references[key]}`);
      expect(card(3)).not.toHaveTextContent(REQUEST_REFERENCES[key].label);
    }
  });

  it('shows the net and the tax of a taxed request, its total with tax, and why none is charged on another', async () => {
    const taxed = request({
      ...submitted,
      id: 31,
      netCents: 100_000,
      taxCents: 15_000,
      amountDueCents: 115_000,
      tax: { treatment: 'standard', rateName: 'GCT', percent: '15', included: false, note: null },
    });
    const reverse = request({
      ...submitted,
      id: 32,
      tax: {
        treatment: 'reverse_charge',
        rateName: null,
        percent: null,
        included: false,
        note: 'Reverse charge: the customer accounts for the tax',
      },
    });
    mockApi(answering(taxed, reverse));
    await openRequests();
    await screen.findAllByRole('article');
    expect(figure(31, 'Net')).toHaveTextContent('$1,000');
    expect(figure(31, 'GCT 15%')).toHaveTextContent('$150');
    expect(figure(31, 'Total')).toHaveTextContent('$1,150');
    expect(within(card(31)).queryByText('Original total')).not.toBeInTheDocument();
    expect(card(32)).toHaveTextContent('Reverse charge: the customer accounts for the tax');
    expect(within(card(32)).queryByText('Net')).not.toBeInTheDocument();
  });

  it('shows amounts in the chosen display currency', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    mockApi(answering(submitted));
    await openRequests();
    // Fallback JMD rate 157.5: prices whole, $250 -> J$39,375 and $125 -> J$19,687.5 -> J$19,688; the
    // amount due to the cent, $375 -> J$59,062.50.
    await waitFor(() => expect(figure(3, 'Total')).toHaveTextContent('J$59,062.50'));
    expect(within(products(3)).getByRole('listitem')).toHaveTextContent('J$39,375 setup + J$19,688/mo');
  });

  it("an admin's adjusted amount is the total; the original is struck through", async () => {
    mockApi(answering(approvedAdjusted));
    await openRequests();
    await screen.findByRole('article');
    expect(figure(8, 'Total')).toHaveTextContent('$1,500');
    const original = figure(8, 'Original total');
    expect(original).toHaveTextContent('$1,150');
    expect(within(original).getByText('$1,150').tagName).toBe('DEL');
    expect(within(card(8)).queryByText('Amount paid')).toBeNull();
  });

  it('once something is paid, shows the amount paid and the balance due', async () => {
    mockApi(answering(depositPaid, submitted));
    await openRequests();
    await screen.findAllByRole('article');
    expect(figure(11, 'Total')).toHaveTextContent('$400');
    expect(figure(11, 'Amount paid')).toHaveTextContent('$200');
    expect(figure(11, 'Balance due')).toHaveTextContent('$200');
    expect(card(11)).toHaveTextContent(PURCHASE_REQUEST_STATUS_TEXT.paid);
    expect(within(card(3)).queryByText('Amount paid')).toBeNull();
    expect(within(card(3)).queryByText('Balance due')).toBeNull();
  });

  it('shows an amount owed, paid or set by an admin to the cent: 1,999.99 is a deposit of 1,000 and a final 999.99', async () => {
    const oddCents = request({
      id: 21,
      status: 'paid',
      items: [item('HireWire', 1, 200000, 0)],
      totalCents: 200000,
      adminAdjustedCents: 199999,
      amountPaid: 100000,
      balanceDue: 99999,
      depositPaid: true,
    });
    const adjusted = event(1, 'amount_adjusted', { id: null, name: STAFF_DISPLAY_NAME, role: 'ADMIN' }, null, {
      adminAdjustedCents: 199999,
    });
    mockApi({
      ...answering(oddCents),
      'GET /api/purchase-requests/21/payments': { body: [] },
      'GET /api/purchase-requests/21/events': { body: [adjusted] },
      'GET /api/purchase-requests/21/documents': { body: [] },
    });
    await openRequests();
    await screen.findByRole('article', { name: 'Request #21' });
    expect(figure(21, 'Total')).toHaveTextContent('$1,999.99');
    expect(figure(21, 'Original total')).toHaveTextContent('$2,000');
    expect(figure(21, 'Amount paid')).toHaveTextContent('$1,000');
    expect(figure(21, 'Balance due')).toHaveTextContent('$999.99');
    const plan = within(card(21)).getByRole('list', { name: 'Payment plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([expect.stringMatching(/\$0$/), expect.stringMatching(/50% deposit\$1,000$/), expect.stringMatching(/final 50%\$999\.99$/)]);
    await userEvent.setup().click(within(card(21)).getByRole('button', { name: 'Documents, payments and timeline' }));
    const timeline = await within(card(21)).findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByRole('listitem')).toHaveTextContent('Amount due set to $1,999.99');
  });

  it("a request of custom products only, not priced yet, reads 'Quote Required' as its total", async () => {
    const quoteOnly = request({ id: 5, status: 'under_review', items: [item('Custom CRM Integration', 1, 0, 0)], totalCents: 0 });
    mockApi(answering(quoteOnly));
    await openRequests();
    await screen.findByRole('article');
    expect(figure(5, 'Total')).toHaveTextContent('Quote Required');
    expect(card(5)).toHaveTextContent(PURCHASE_REQUEST_STATUS_TEXT.under_review);
  });

  it("each card's what's-next link goes to /whats-next", async () => {
    mockApi(answering(submitted, approvedAdjusted));
    await openRequests();
    const links = await screen.findAllByRole('link', { name: "Why not pay now and what's next?" });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/whats-next');
    await userEvent.setup().click(links[0]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/whats-next$/));
  });

  it("without requests: 'No requests yet' and Browse Products to the catalogue", async () => {
    mockApi(answering());
    await openRequests();
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/customer/browse');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("a failed load says 'Failed to load purchase requests' and Retry loads again", async () => {
    let calls = 0;
    mockApi({
      'GET /api/cart': { body: [] },
      'GET /api/purchase-requests': () =>
        ++calls === 1 ? { status: 500, body: { error: 'Internal server error' } } : { body: [submitted] },
    });
    await openRequests();
    expect(await screen.findByText(MESSAGES.loadPurchaseRequestsFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Request #3' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loadPurchaseRequestsFailed)).toBeNull();
    expect(calls).toBe(2);
  });

  it("back from a card payment: 'Payment processing' until the server has booked it, then 'Payment Successful' once; the flag leaves the address in place", async () => {
    // Request #8's deposit (payment 5) was confirmed with the card provider; its webhook comes later.
    rememberPaymentInFlight({ requestId: 8, paymentId: 5 });
    const approved = {
      ...approvedAdjusted,
      acceptedPayments: [
        { kind: 'deposit' as const, amountCents: 75000 },
        { kind: 'full' as const, amountCents: 150000 },
      ],
    };
    const booked = request({ ...approved, status: 'paid', amountPaid: 75000, balanceDue: 75000, depositPaid: true, acceptedPayments: [] });
    let reads = 0;
    mockApi({
      'GET /api/cart': { body: [] },
      'GET /api/purchase-requests': () => ({ body: [reads >= 2 ? booked : approved] }),
      'GET /api/purchase-requests/8/payments': () => ({ body: [payment({ id: 5, status: ++reads >= 2 ? 'succeeded' : 'pending' })] }),
    });
    renderApp(
      '/whats-next',
      <>
        <AppRoutes />
        <HistoryButtons />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Return from payment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/requests$/));
    expect(await within(await screen.findByRole('article', { name: 'Request #8' })).findByText('Payment processing')).toBeInTheDocument();
    // No second payment while the first is confirmed, and no success said before the server says so.
    expect(within(card(8)).queryByRole('link', { name: 'Pay 50% deposit' })).toBeNull();
    expect(screen.queryByText(MESSAGES.paymentSuccessfulTitle)).toBeNull();

    expect(await screen.findByText(MESSAGES.paymentSuccessfulTitle, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(card(8)).getByText('Paid')).toBeInTheDocument());
    expect(figure(8, 'Amount paid')).toHaveTextContent('$750');
    expect(within(card(8)).queryByText('Payment processing')).toBeNull();
    expect(screen.getAllByText(MESSAGES.paymentSuccessfulTitle)).toHaveLength(1);
    // Replaced, not pushed: Back leaves the requests page rather than returning to the flagged address.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/whats-next$/));
  }, 15_000);

  it('says the payment is still processing when the server has not booked it within a minute, and stops asking', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      rememberPaymentInFlight({ requestId: 8, paymentId: 5 });
      const fetchMock = mockApi({
        ...answering(approvedAdjusted),
        'GET /api/purchase-requests/8/payments': { body: [payment({ id: 5, status: 'pending' })] },
      });
      await openRequests(PAYMENT_RETURN_PATH);
      expect(await within(await screen.findByRole('article', { name: 'Request #8' })).findByText('Payment processing')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(PAYMENT_CONFIRMATION_WAIT_MS);
      });
      expect(await within(card(8)).findByText('Payment still processing')).toBeInTheDocument();
      const asked = fetchMock.mock.calls.length;
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });
      expect(fetchMock.mock.calls.length).toBe(asked);
      expect(screen.queryByText(MESSAGES.paymentSuccessfulTitle)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a payment the server keeps for review is 'Under review by our team', never paid", async () => {
    rememberPaymentInFlight({ requestId: 8, paymentId: 5 });
    mockApi({
      ...answering(approvedAdjusted),
      'GET /api/purchase-requests/8/payments': { body: [payment({ id: 5, status: 'needs_review', reviewReason: 'request_status' })] },
    });
    await openRequests(PAYMENT_RETURN_PATH);
    expect(
      await within(await screen.findByRole('article', { name: 'Request #8' })).findByText('Under review by our team'),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentSuccessfulTitle)).toBeNull();
  });

  it('back from a payment this tab knows nothing of: the list is reloaded, nothing is claimed', async () => {
    mockApi(answering(depositPaid));
    await openRequests(PAYMENT_RETURN_PATH);
    expect(await screen.findByRole('article', { name: 'Request #11' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/requests$/));
    expect(screen.queryByText(MESSAGES.paymentSuccessfulTitle)).toBeNull();
    expect(screen.queryByText('Payment processing')).toBeNull();
  });

  it('offers exactly the payments the server accepts now, each to its payment page', async () => {
    const acceptsBoth = {
      ...approvedAdjusted,
      acceptedPayments: [
        { kind: 'deposit' as const, amountCents: 75000 },
        { kind: 'full' as const, amountCents: 150000 },
      ],
    };
    const acceptsFinal = request({
      id: 12,
      status: 'in_progress',
      items: [item('TaxBot', 1, 45000, 18500)],
      totalCents: 63500,
      amountPaid: 31750,
      balanceDue: 31750,
      depositPaid: true,
      acceptedPayments: [{ kind: 'final', amountCents: 31750 }],
    });
    // Approved, but the server takes no payment now (say, one is being processed): no button.
    const approvedNothing = request({ id: 13, status: 'approved', items: [item('SnapForm', 1, 25000, 12500)], totalCents: 37500 });
    mockApi(answering(acceptsBoth, acceptsFinal, approvedNothing, submitted));
    await openRequests();
    await screen.findAllByRole('article');
    const links = (id: number) =>
      within(card(id))
        .queryAllByRole('link', { name: /^Pay / })
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links(8)).toEqual([
      ['Pay 50% deposit', '/customer/payment?request=8&type=deposit'],
      ['Pay in full', '/customer/payment?request=8&type=full'],
    ]);
    expect(links(12)).toEqual([['Pay final payment', '/customer/payment?request=12&type=final']]);
    expect(links(13)).toEqual([]);
    expect(links(3)).toEqual([]);
  });

  it('tells a buyer who pays for their company instead of offering to pay', async () => {
    const acceptsDeposit = request({
      id: 8,
      status: 'approved',
      items: [item('SnapForm', 1, 25000, 12500)],
      totalCents: 37500,
      acceptedPayments: [{ kind: 'deposit', amountCents: 18750 }],
    });
    const buyer = { id: 4, name: 'Analytical Engines Ltd', role: 'buyer', permissions: ['purchases', 'requests'], members: [] };
    mockApi({ ...answering(acceptsDeposit), 'GET /api/company': { body: buyer } });
    await openRequests();
    expect(
      await within(await screen.findByRole('article', { name: 'Request #8' })).findByText(COMPANY_TEXTS.noPayments),
    ).toBeInTheDocument();
    expect(within(card(8)).queryByRole('link', { name: /^Pay / })).toBeNull();
  });

  it('lets an approver approve, with a note, a request of their company that waits, and shows the buyer it waits', async () => {
    const held = request({
      id: 8,
      status: 'submitted',
      items: [item('SnapForm', 3, 25000, 12500)],
      approvalState: 'waiting',
      user: { id: 9, firstName: 'Charles', lastName: 'Babbage', email: 'charles@business.com' },
    });
    const approver = { id: 4, name: 'Analytical Engines Ltd', role: 'approver', permissions: ['purchases', 'approvals'], members: [] };
    const fetchMock = mockApi({
      ...answering(held),
      'GET /api/company': { body: approver },
      'POST /api/purchase-requests/8/approval': { body: { ...held, approvalState: 'approved', approvedCents: 112500 } },
    });
    await openRequests();
    const article = await screen.findByRole('article', { name: 'Request #8' });
    expect(within(article).getByText(/Waiting for an approver in your company/)).toBeInTheDocument();
    await userEvent.click(await within(article).findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve request #8' });
    await userEvent.type(within(dialog).getByLabelText(/Note for the buyer/), 'Within budget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/purchase-requests/8/approval')).toEqual({ decision: 'approve', note: 'Within budget' });
  });

  it('offers no approval to the buyer of the request', async () => {
    const held = request({ id: 8, status: 'submitted', items: [item('SnapForm', 1, 25000, 12500)], approvalState: 'waiting' });
    const owner = {
      id: 4,
      name: 'Analytical Engines Ltd',
      role: 'owner',
      permissions: ['purchases', 'requests', 'approvals'],
      members: [],
    };
    mockApi({ ...answering(held), 'GET /api/company': { body: owner } });
    await openRequests();
    const article = await screen.findByRole('article', { name: 'Request #8' });
    expect(await within(article).findByText(/Waiting for an approver in your company/)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('leads each pay button to the bank transfer page when card payments are off', async () => {
    const acceptsDeposit = request({
      id: 8,
      status: 'approved',
      items: [item('SnapForm', 1, 25000, 12500)],
      totalCents: 37500,
      acceptedPayments: [{ kind: 'deposit', amountCents: 18750 }],
    });
    mockApi({
      ...answering(acceptsDeposit),
      'GET /api/payments/config': { body: { enabled: false, publishableKey: null, bankTransfer: true } },
    });
    await openRequests();
    await waitFor(() =>
      expect(within(card(8)).getByRole('link', { name: 'Pay 50% deposit' })).toHaveAttribute(
        'href',
        '/customer/transfer?request=8&type=deposit',
      ),
    );
  });

  it('has no axe violation on an approved request whose deposit is open by bank transfer: its total is no heading', async () => {
    const acceptsDeposit = request({
      id: 8,
      status: 'approved',
      items: [item('SnapForm', 1, 25000, 12500)],
      totalCents: 37500,
      monthlyCents: 12500,
      acceptedPayments: [{ kind: 'deposit', amountCents: 18750 }],
    });
    mockApi({
      ...answering(acceptsDeposit),
      'GET /api/payments/config': { body: { enabled: false, publishableKey: null, bankTransfer: true } },
    });
    await openRequests();
    await waitFor(() => expect(within(card(8)).getByRole('link', { name: 'Pay 50% deposit' })).toHaveAttribute('href', expect.any(String)));
    // The card's one heading is its number: the Total under it is a figure, not a heading out of order.
    expect(
      within(card(8))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Request #8']);
    // The rules that need no layout (jsdom has none): structure, names, ARIA; heading-order among them.
    const { violations } = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
  });

  it('states the payment plan on each priced card: nothing on submitting, the deposit, the final payment, then monthly', async () => {
    mockApi(answering(request({ ...submitted, monthlyCents: 12500 })));
    await openRequests();
    const plan = within(await screen.findByRole('article', { name: 'Request #3' })).getByRole('list', { name: 'Payment plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringMatching(/\$0$/),
      expect.stringMatching(/50% deposit\$187\.50$/),
      expect.stringMatching(/final 50%\$187\.50$/),
      expect.stringMatching(/\$125\/mo$/),
    ]);
  });

  it('opens the payments (as charged, method, date, refunds, review in plain words) and the timeline, staff as the VOOSH team', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    const events: RequestEvent[] = [
      event(1, 'created', { id: 7, name: 'Owner', role: 'CUSTOMER' }, null, { status: 'submitted' }),
      event(2, 'status_changed', { id: null, name: STAFF_DISPLAY_NAME, role: 'ADMIN' }, { status: 'submitted' }, { status: 'approved' }),
      event(3, 'payment_recorded', null, null, {
        kind: 'deposit',
        method: 'card',
        status: 'succeeded',
        amountMinor: 3150000,
        currency: 'JMD',
        amountUsdCents: 20000,
      }),
      event(4, 'payment_needs_review', null, null, {
        kind: 'final',
        method: 'card',
        status: 'needs_review',
        amountMinor: 3150000,
        currency: 'JMD',
      }),
    ];
    const paymentsAnswer = [
      payment({
        id: 1,
        status: 'succeeded',
        kind: 'deposit',
        currency: 'JMD',
        chargedAmount: 3150000,
        amountCents: 20000,
        refundedCents: 5000,
      }),
      payment({ id: 2, status: 'needs_review', kind: 'final', currency: 'JMD', chargedAmount: 3150000, amountCents: 20000 }),
      payment({ id: 3, status: 'pending', kind: 'final' }),
    ];
    mockApi({
      ...answering(depositPaid),
      'GET /api/purchase-requests/11/payments': { body: paymentsAnswer },
      'GET /api/purchase-requests/11/events': { body: events },
      'GET /api/purchase-requests/11/documents': {
        body: [
          requestDocument({
            id: 3,
            requestId: 11,
            number: 'Q-2026-00003',
            issuedAt: '2026-03-09T14:00:00.000Z',
            supersededAt: '2026-03-09T15:00:00.000Z',
            amountCents: 40000,
          }),
          requestDocument({ id: 4, requestId: 11, number: 'Q-2026-00004' }),
          requestDocument({
            id: 5,
            requestId: 11,
            kind: 'receipt',
            number: 'RCT-2026-00002',
            paymentKind: 'deposit',
            amountCents: 18000,
            currency: 'JMD',
            relatesTo: 'INV-2026-00001',
          }),
        ],
      },
    });
    await openRequests();
    const toggle = within(await screen.findByRole('article', { name: 'Request #11' })).getByRole('button', {
      name: 'Documents, payments and timeline',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const documents = within(await within(card(11)).findByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    expect(documents.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Quote Q-2026-00003Superseded.* · Amount due \$400Download PDF$/),
      expect.stringMatching(/^Quote Q-2026-00004.* · Amount due \$360Download PDF$/),
      expect.stringMatching(/^Receipt RCT-2026-00002.* · 50% Deposit: \$180 paid in JMD \(INV-2026-00001\)Download PDF$/),
    ]);

    const paid = await within(card(11)).findByRole('listitem', { name: '50% Deposit' });
    expect(paid).toHaveTextContent('50% Deposit: JMD 31,500.00');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent(/Card · Mar 10, 2026, 9:05\sAM/);
    expect(paid).toHaveTextContent('Refunded JMD 7,875.00');
    const review = within(card(11)).getByRole('listitem', { name: 'Final Payment' });
    expect(review).toHaveTextContent('Under review by our team');
    expect(review).not.toHaveTextContent('Paid');
    expect(within(within(card(11)).getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(2);

    const timeline = within(within(card(11)).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Request submitted.* · You$/),
      expect.stringMatching(/^Status changed to Approved.* · VOOSH team$/),
      expect.stringMatching(/^50% Deposit received: JMD 31,500\.00 \(Card\)Mar 10/),
      expect.stringMatching(/^Final Payment under review by our team: JMD 31,500\.00Mar 10/),
    ]);
  });

  it('shows no toast on an ordinary visit', async () => {
    mockApi(answering(submitted));
    await openRequests();
    await screen.findByRole('article');
    expect(screen.queryByText(MESSAGES.paymentSuccessfulTitle)).toBeNull();
  });
});

function payment(fields: Partial<RequestPayment> & Pick<RequestPayment, 'id' | 'status'>): RequestPayment {
  return {
    requestId: 8,
    kind: 'deposit',
    method: 'card',
    amountCents: 75000,
    currency: 'USD',
    chargedAmount: 75000,
    rate: 1,
    refundedCents: 0,
    taxCents: 0,
    refundedTaxCents: 0,
    reference: null,
    note: null,
    failureMessage: null,
    reviewReason: null,
    createdAt: MARCH_10_09_05,
    updatedAt: MARCH_10_09_05,
    ...fields,
  };
}

function event(
  id: number,
  type: RequestEvent['type'],
  actor: RequestEvent['actor'],
  before: RequestEvent['before'],
  after: RequestEvent['after'],
): RequestEvent {
  return { id, type, actor, apiKey: null, before, after, createdAt: MARCH_10_09_05 };
}
