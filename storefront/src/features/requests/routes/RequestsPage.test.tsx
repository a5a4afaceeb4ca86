import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_STORAGE_KEY, MESSAGES, PAYMENT_RETURN_PATH, PURCHASE_REQUEST_STATUS_TEXT } from '@voosh/shared';
import { useNavigate } from 'react-router-dom';
import { customerSession, mockApi, renderApp, storeSession } from '../../../../test/support/render';
import { AppRoutes } from '../../../app/AppRoutes';
import type { PurchaseRequest, PurchaseRequestItem } from '../api/usePurchaseRequests';

/** Local wall-clock times, so the shown date and time do not depend on the machine's time zone. */
const MARCH_10_09_05 = new Date(2026, 2, 10, 9, 5).toISOString();
const MARCH_14_15_30 = new Date(2026, 2, 14, 15, 30).toISOString();

function item(productName: string, quantity: number, unitSetupCents: number, unitMonthlyCents: number): PurchaseRequestItem {
  const quoteRequired = unitSetupCents === 0 && unitMonthlyCents === 0;
  return {
    id: Math.floor(Math.random() * 1e6),
    productId: 1,
    productName,
    armName: 'VOOSHDesk',
    quantity,
    unitSetupCents,
    unitMonthlyCents,
    setupPrice: quoteRequired ? 'Quote Required' : `$${unitSetupCents / 100}`,
    monthlyPrice: quoteRequired ? 'Quote Required' : `$${unitMonthlyCents / 100}/mo`,
    quoteRequired,
  };
}

function request(fields: Partial<PurchaseRequest> & Pick<PurchaseRequest, 'id' | 'status' | 'items' | 'totalCents'>): PurchaseRequest {
  const amountDueCents = fields.adminAdjustedCents ?? fields.totalCents;
  return {
    user: { id: 7, firstName: null, lastName: null, email: 'owner@business.com' },
    products: '[]',
    totalAmount: (fields.totalCents / 100).toFixed(2),
    adminAdjustedAmount: null,
    adminNotes: null,
    statusText: '',
    allowedNextStatuses: [],
    createdAt: MARCH_10_09_05,
    updatedAt: MARCH_10_09_05,
    productType: null,
    source: 'cart',
    setupCents: 0,
    monthlyCents: 0,
    adminAdjustedCents: null,
    amountDueCents,
    amountPaid: 0,
    balanceDue: amountDueCents,
    depositPaid: false,
    fullyPaid: false,
    ...fields,
  };
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
    expect(within(card(3)).getByRole('listitem')).toHaveTextContent('SnapForm × 1$250 setup + $125/mo');
    expect(figure(3, 'Total')).toHaveTextContent('$375');

    expect(within(card(8)).getByText('Approved')).toBeInTheDocument();
    expect(card(8)).toHaveTextContent(PURCHASE_REQUEST_STATUS_TEXT.approved);
    expect(card(8)).toHaveTextContent(/Submitted on Mar 14, 2026, 3:30\sPM/);
    const [hireWire, custom] = within(card(8)).getAllByRole('listitem');
    expect(hireWire).toHaveTextContent('HireWire × 2$400 setup + $175/mo');
    expect(custom).toHaveTextContent('Custom CRM Integration × 1Quote Required');
  });

  it('shows amounts in the chosen display currency', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    mockApi(answering(submitted));
    await openRequests();
    // Fallback JMD rate 157.5: $250 -> J$39,375; $125 -> J$19,687.5 -> J$19,688; $375 -> J$59,062.5 -> J$59,063.
    await waitFor(() => expect(figure(3, 'Total')).toHaveTextContent('J$59,063'));
    expect(within(card(3)).getByRole('listitem')).toHaveTextContent('J$39,375 setup + J$19,688/mo');
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

  it("back from a card payment: 'Payment Successful' once, and the flag leaves the address in place", async () => {
    mockApi(answering(depositPaid));
    renderApp(
      '/whats-next',
      <>
        <AppRoutes />
        <HistoryButtons />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Return from payment' }));
    expect(await screen.findByText(MESSAGES.paymentSuccessfulTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/requests$/));
    expect(await screen.findByRole('article', { name: 'Request #11' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.paymentSuccessfulTitle)).toHaveLength(1);
    // Replaced, not pushed: Back leaves the requests page rather than returning to the flagged address.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/whats-next$/));
  });

  it('shows no toast on an ordinary visit', async () => {
    mockApi(answering(submitted));
    await openRequests();
    await screen.findByRole('article');
    expect(screen.queryByText(MESSAGES.paymentSuccessfulTitle)).toBeNull();
  });
});
