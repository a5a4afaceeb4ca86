import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENCY_STORAGE_KEY,
  MESSAGES,
  PAYMENT_PLAN_TEXTS,
  QUANTITY_MAX,
  REQUEST_REFERENCE_KEYS,
  REQUEST_REFERENCES,
} from '@voosh/shared';
import { customerSession, mockApi, publicSettings, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { TAX_NOTICE_TEXTS } from '../components/TaxNotice';
import { COMPANY_TEXTS } from '../../company/companyTexts';
import { cartItems } from '../cartFixtures.testing';
import type { CartItem } from '../api/types';

async function openCart(items: CartItem[], answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(customerSession);
  const fetchMock = mockApi({ 'GET /api/cart': { body: items }, ...answers });
  renderApp('/customer/cart');
  // The first render compiles the lazy route's modules: allow it time.
  await screen.findByRole('heading', { level: 1, name: 'Your Cart' }, { timeout: 15_000 });
  return fetchMock;
}

const row = (name: string) => screen.findByRole('listitem', { name });
const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const summaryLine = (label: string) => within(summary()).getByText(label).parentElement!;
const location = () => screen.getByTestId('location');

/** The Request of the first mocked call to METHOD path. */
function sentRequest(fetchMock: jest.Mock, method: string, path: string): Request | undefined {
  return (fetchMock.mock.calls as [Request][])
    .map(([request]) => request)
    .find((request) => request instanceof Request && request.method === method && new URL(request.url).pathname === path);
}

beforeEach(() => localStorage.clear());

describe('cart page', () => {
  it("shows 'Your cart is empty' with Continue Shopping", async () => {
    await openCart([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/customer/browse');
    expect(screen.queryByRole('button', { name: 'Request Products' })).not.toBeInTheDocument();
  });

  it("keeps a finance member's cart but leaves placing the request to a buyer or an owner", async () => {
    const finance = {
      id: 4,
      name: 'Analytical Engines Ltd',
      role: 'finance',
      permissions: ['purchases', 'payments', 'documents', 'statement'],
      members: [],
    };
    await openCart(cartItems(), { 'GET /api/company': { body: finance } });
    await row('SnapForm');
    expect(await within(summary()).findByText(COMPANY_TEXTS.noRequests)).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Request Products' })).toBeDisabled();
  });

  it("asks for the purchase-order number the buyer's company requires before requesting", async () => {
    const company = {
      id: 4,
      name: 'Analytical Engines Ltd',
      role: 'buyer',
      permissions: ['purchases', 'requests'],
      members: [],
      approvalThresholdCents: null,
      poNumberRequired: true,
    };
    await openCart(cartItems(), { 'GET /api/company': { body: company } });
    await row('SnapForm');
    const request = within(summary()).getByRole('button', { name: 'Request Products' });
    const poNumber = await within(summary()).findByRole('textbox', { name: /PO number/ });
    await waitFor(() => expect(poNumber).toBeRequired());
    expect(request).toBeDisabled();
    await userEvent.type(poNumber, 'PO-4471');
    expect(request).toBeEnabled();
  });

  it('a failed cart read shows the empty cart', async () => {
    await openCart([], { 'GET /api/cart': { status: 500, body: { error: 'Boom' } } });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('shows each row and the totals in USD, from the cents', async () => {
    await openCart(cartItems());
    const snapForm = await row('SnapForm');
    expect(within(snapForm).getByText('VOOSHDesk')).toBeInTheDocument();
    expect(within(snapForm).getByText('$500')).toBeInTheDocument();
    expect(within(snapForm).getByText('$250/mo')).toBeInTheDocument();
    expect(within(snapForm).getByLabelText('Quantity of SnapForm')).toHaveTextContent('2');
    expect(within(await row('AutoGreet')).getByText('VOOSHRm')).toBeInTheDocument();
    // Setup 2 x 250 + 150.50 = 650.50 -> $651; monthly 2 x 125 + 49.99 = 299.99 -> $300.
    expect(summaryLine('One-time setup')).toHaveTextContent('$651');
    expect(summaryLine('Monthly total')).toHaveTextContent('$300/mo');
    // Project value 650.50 + 299.99 = 950.49 -> $950, a price. The plan's amounts are owed: to the cent,
    // nothing today, half after approval (475.245 -> 475.25), the rest on delivery, then the months.
    expect(summaryLine('Project value (setup + first month)')).toHaveTextContent('$950');
    expect(summaryLine('Total Due Today')).toHaveTextContent('$0');
    const plan = within(summary()).getByRole('list', { name: 'Payment plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      `${PAYMENT_PLAN_TEXTS.today}$0`,
      `${PAYMENT_PLAN_TEXTS.deposit}$475.25`,
      `${PAYMENT_PLAN_TEXTS.final}$475.24`,
      `${PAYMENT_PLAN_TEXTS.monthly}$299.99/mo`,
    ]);
    expect(within(summary()).getByRole('link', { name: "Why not pay now and what's next?" })).toHaveAttribute('href', '/whats-next');
    expect(within(summary()).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/customer/browse');
  });

  it('shows the amounts in the chosen display currency', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    await openCart(cartItems());
    // 500 x 0.79 = 395; 250 x 0.79 = 197.5 -> 198; 650.50 x 0.79 = 513.9 -> 514; 299.99 x 0.79 = 236.99 -> 237.
    const snapForm = await row('SnapForm');
    expect(within(snapForm).getByText('£395')).toBeInTheDocument();
    expect(within(snapForm).getByText('£198/mo')).toBeInTheDocument();
    expect(summaryLine('One-time setup')).toHaveTextContent('£514');
    expect(summaryLine('Monthly total')).toHaveTextContent('£237/mo');
    // 950.49 x 0.79 = 750.89 -> £751.
    expect(summaryLine('Project value (setup + first month)')).toHaveTextContent('£751');
  });

  it('a line that can no longer be ordered is marked and blocks Request Products until removed', async () => {
    const items = cartItems();
    items[1] = { ...items[1]!, available: false };
    await openCart(items);
    expect(within(await row('AutoGreet')).getByText(MESSAGES.cartItemUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Products' })).toBeDisabled();
  });

  it('the stepper stays within 1 and the maximum and sends the new quantity', async () => {
    const items = cartItems();
    items[0] = { ...items[0]!, quantity: QUANTITY_MAX };
    items[1] = { ...items[1]!, quantity: 1 };
    const fetchMock = await openCart(items, { 'PUT /api/cart/11': { body: { ...items[0], quantity: QUANTITY_MAX - 1 } } });
    const snapForm = await row('SnapForm');
    expect(within(snapForm).getByRole('button', { name: 'Increase quantity of SnapForm' })).toBeDisabled();
    const autoGreet = await row('AutoGreet');
    expect(within(autoGreet).getByRole('button', { name: 'Decrease quantity of AutoGreet' })).toBeDisabled();
    expect(within(autoGreet).getByRole('button', { name: 'Increase quantity of AutoGreet' })).toBeEnabled();
    await userEvent.click(within(snapForm).getByRole('button', { name: 'Decrease quantity of SnapForm' }));
    await waitFor(() => expect(within(snapForm).getByLabelText('Quantity of SnapForm')).toHaveTextContent(String(QUANTITY_MAX - 1)));
    expect(await sentBody(fetchMock, 'PUT', '/api/cart/11')).toEqual({ quantity: QUANTITY_MAX - 1 });
    expect(within(snapForm).getByRole('button', { name: 'Increase quantity of SnapForm' })).toBeEnabled();
  });

  it("a failed quantity change shows 'Error' with the server's text and keeps the row", async () => {
    await openCart(cartItems(), { 'PUT /api/cart/12': { status: 400, body: { error: 'quantity must be at most 99' } } });
    const autoGreet = await row('AutoGreet');
    await userEvent.click(within(autoGreet).getByRole('button', { name: 'Increase quantity of AutoGreet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errorTitle);
    expect(screen.getByRole('alert')).toHaveTextContent('quantity must be at most 99');
    expect(within(autoGreet).getByLabelText('Quantity of AutoGreet')).toHaveTextContent('1');
  });

  it("Remove deletes the line and shows 'Item Removed'", async () => {
    const fetchMock = await openCart(cartItems(), { 'DELETE /api/cart/11': { body: cartItems()[0] } });
    await userEvent.click(within(await row('SnapForm')).getByRole('button', { name: 'Remove SnapForm' }));
    expect(await screen.findByText(MESSAGES.itemRemovedTitle)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'SnapForm' })).not.toBeInTheDocument();
    expect(sentRequest(fetchMock, 'DELETE', '/api/cart/11')).toBeDefined();
    expect(summaryLine('One-time setup')).toHaveTextContent('$151');
  });

  it("a failed removal shows 'Error' and keeps the row", async () => {
    await openCart(cartItems(), { 'DELETE /api/cart/11': 'network-error' });
    await userEvent.click(within(await row('SnapForm')).getByRole('button', { name: 'Remove SnapForm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.removeItemFailed);
    expect(screen.getByRole('listitem', { name: 'SnapForm' })).toBeInTheDocument();
  });

  it('Request Products posts the products/totalAmount/status body with an Idempotency-Key, then toasts and goes to /customer/requests', async () => {
    const fetchMock = await openCart(cartItems(), {
      'POST /api/purchase-requests': { status: 201, body: { id: 42, status: 'submitted' } },
    });
    await row('SnapForm');
    await userEvent.click(screen.getByRole('button', { name: 'Request Products' }));
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.requestSubmittedText)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests$/));
    expect(await sentBody(fetchMock, 'POST', '/api/purchase-requests')).toEqual({
      products: JSON.stringify([
        { productName: 'SnapForm', quantity: 2, price: 125, setupPrice: 250 },
        { productName: 'AutoGreet', quantity: 1, price: 49.99, setupPrice: 150.5 },
      ]),
      totalAmount: '950.49',
      status: 'submitted',
    });
    expect(sentRequest(fetchMock, 'POST', '/api/purchase-requests')?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says whether prices include tax once the vendor charges it, and where to set the billing country while none is set', async () => {
    await openCart(cartItems(), {
      ...publicSettings({ taxCharged: true }),
      'GET /api/profile': { body: { billingCountry: null, billingRegion: null, taxId: null, taxExempt: false } },
    });
    await row('SnapForm');
    expect(await within(summary()).findByText(/^Prices exclude tax/)).toBeInTheDocument();
    expect(await within(summary()).findByRole('link', { name: TAX_NOTICE_TEXTS.setCountry })).toHaveAttribute('href', '/customer/profile');
  });

  it('says nothing of tax while the vendor charges none', async () => {
    await openCart(cartItems(), publicSettings());
    await row('SnapForm');
    expect(within(summary()).queryByText(/Prices (ex|in)clude tax/)).not.toBeInTheDocument();
  });

  it("sends each reference typed in the Order Summary (a PO number, ...), trimmed, with the request, within the API's limit", async () => {
    const fetchMock = await openCart(cartItems(), {
      'POST /api/purchase-requests': { status: 201, body: { id: 42, status: 'submitted' } },
    });
    await row('SnapForm');
    for (const [index, key] of REQUEST_REFERENCE_KEYS.entries()) {
      const field = within(summary()).getByRole('textbox', { name: REQUEST_REFERENCES[key].label });
      expect(field).toHaveAttribute('maxLength', String(REQUEST_REFERENCES[key].max));
      await userEvent.type(field, ` REF-${index + 1} `);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Request Products' }));
    await screen.findByText(MESSAGES.requestSubmittedTitle);
    const body = (await sentBody(fetchMock, 'POST', '/api/purchase-requests')) as Record<string, unknown>;
    for (const [index, key] of REQUEST_REFERENCE_KEYS.entries())
      expect({ key, sent: body[key] }).toEqual({ key, sent: `REF-${index + 1}` });
  });

  it('a double click makes one request, and the button shows progress while submitting', async () => {
    let answer: () => void = () => undefined;
    const fetchMock = await openCart(cartItems(), { 'POST /api/purchase-requests': { status: 201, body: { id: 42 } } });
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: Request) => {
      if (input.method === 'POST') await pending;
      return original(input);
    });
    await row('SnapForm');
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'Request Products' }));
    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    answer();
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    const posts = (fetchMock.mock.calls as [Request][]).filter(([request]) => request.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it("a failed submit shows 'Submission Failed' and keeps the cart", async () => {
    await openCart(cartItems(), { 'POST /api/purchase-requests': { status: 409, body: { error: 'Your cart changed' } } });
    await row('SnapForm');
    await userEvent.click(screen.getByRole('button', { name: 'Request Products' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.submitRequestFailedTitle);
    expect(alert).toHaveTextContent(MESSAGES.submitRequestFailedText);
    expect(location()).toHaveTextContent(/^\/customer\/cart$/);
    expect(screen.getByRole('listitem', { name: 'SnapForm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Products' })).toBeEnabled();
  });
});
