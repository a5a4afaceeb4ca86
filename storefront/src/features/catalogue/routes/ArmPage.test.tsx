import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARMS, CURRENCY_STORAGE_KEY, findArmBySlug, MESSAGES, type ArmSeed } from '@voosh/shared';
import { customerSession, mockApi, publicSettings, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { armAnswer } from '../catalogueFixtures.testing';
import { QUOTE_DIALOG_TEXTS } from '../components/QuoteRequestDialog';

const desk = findArmBySlug('vooshdesk')!;
const custom = findArmBySlug('vooshcustom')!;
const packages = findArmBySlug('vooshpackages')!;

const armAnswers = (...arms: ArmSeed[]) => Object.fromEntries(arms.map((arm) => [`GET /api/arms/${arm.slug}`, { body: armAnswer(arm) }]));

async function openArm(slug: string) {
  renderApp(`/arms/${slug}`);
  // The first render compiles the lazy route's modules: allow it time.
  return screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
}

/** The POST requests to /api/purchase-requests made so far. */
const posts = (fetchMock: jest.Mock) =>
  (fetchMock.mock.calls as [RequestInfo][])
    .map(([input]) => input)
    .filter(
      (input): input is Request => input instanceof Request && input.method === 'POST' && input.url.endsWith('/api/purchase-requests'),
    );

const card = (productName: string) => screen.getByRole('heading', { level: 3, name: productName }).closest('article') as HTMLElement;

describe('arm pages', () => {
  beforeEach(() => {
    localStorage.clear();
    window.scrollTo = jest.fn();
  });

  it("shows 'Arm not found' for an unknown arm", async () => {
    mockApi({ 'GET /api/arms/vooshnothing': { status: 404, body: { statusCode: 404, error: MESSAGES.armNotFound } } });
    expect(await openArm('vooshnothing')).toHaveTextContent(MESSAGES.armNotFound);
  });

  it('shows the header and every product with setup and monthly prices', async () => {
    mockApi(armAnswers(desk));
    expect(await openArm('vooshdesk')).toHaveTextContent(desk.name);
    expect(screen.getByText(desk.title)).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    for (const product of desk.products) expect(card(product.name)).toBeInTheDocument();
    expect(within(card('SnapForm')).getByText('$250')).toBeInTheDocument();
    expect(within(card('SnapForm')).getAllByText('$125/mo')).toHaveLength(2);
    expect(within(card('SnapForm')).getByRole('link', { name: 'Login to Purchase' })).toHaveAttribute('href', '/login');
  });

  it('says under the products whether their prices include tax, once the vendor charges it', async () => {
    mockApi({ ...armAnswers(desk), ...publicSettings({ taxCharged: true }) });
    await openArm('vooshdesk');
    expect(await screen.findByText('Prices exclude tax: it is added to your quote and invoices where it applies.')).toBeInTheDocument();
  });

  it('says nothing of tax while no rate is set', async () => {
    const fetchMock = mockApi({ ...armAnswers(desk), ...publicSettings() });
    await openArm('vooshdesk');
    const fetched = () =>
      (fetchMock.mock.calls as [RequestInfo][]).map(
        ([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname,
      );
    await waitFor(() => expect(fetched()).toContain('/api/settings/public'));
    expect(screen.queryByText(/Prices (exclude|include) tax/)).toBeNull();
  });

  it('prices go through the display currency', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JMD');
    mockApi(armAnswers(desk));
    await openArm('vooshdesk');
    // 250 USD x 157.5 (fallback JMD rate) = J$39,375; 125 x 157.5 = J$19,687.5 -> J$19,688.
    expect(await within(card('SnapForm')).findByText('J$39,375')).toBeInTheDocument();
    expect(within(card('SnapForm')).getAllByText('J$19,688/mo')).toHaveLength(2);
  });

  it('a visitor who presses Purchase gets the Login Required dialog, and Login Now goes to /login', async () => {
    const fetchMock = mockApi(armAnswers(desk));
    await openArm('vooshdesk');
    const user = userEvent.setup();
    await user.click(within(card('AutoGreet')).getByRole('button', { name: 'Purchase: AutoGreet' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.loginRequiredTitle });
    expect(dialog).toHaveTextContent(MESSAGES.loginRequiredText);
    expect(await sentBody(fetchMock, 'POST', '/api/cart')).toBeUndefined();
    await user.click(within(dialog).getByRole('link', { name: MESSAGES.loginNow }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('Learn More opens the product dialog; its Purchase This Product adds the product to a customer cart', async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({
      ...armAnswers(desk),
      'POST /api/cart': { status: 201, body: { id: 1, productName: 'DeskFlow', quantity: 1, price: '155' } },
    });
    await openArm('vooshdesk');
    const user = userEvent.setup();
    await user.click(within(card('DeskFlow')).getByRole('button', { name: 'Learn More: DeskFlow' }));
    const dialog = await screen.findByRole('dialog', { name: 'DeskFlow' });
    expect(dialog).toHaveTextContent('includes ongoing maintenance and support');
    await user.click(within(dialog).getByRole('button', { name: 'Purchase This Product' }));
    expect(await screen.findByText(MESSAGES.addedToCartTitle)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/cart')).toEqual({ productName: 'DeskFlow', quantity: 1, price: '155' });
  });

  it("a failed add to cart shows 'Error' with the server's text", async () => {
    storeSession(customerSession);
    mockApi({ ...armAnswers(desk), 'POST /api/cart': { status: 409, body: { error: 'Already in your cart' } } });
    await openArm('vooshdesk');
    await userEvent.setup().click(within(card('SnapForm')).getByRole('button', { name: 'Purchase: SnapForm' }));
    expect(await screen.findByText(MESSAGES.errorTitle)).toBeInTheDocument();
    expect(screen.getByText('Already in your cart')).toBeInTheDocument();
  });

  it("a product without prices reads 'Pricing information not available for this product.' and cannot be bought", async () => {
    const answer = armAnswer(desk);
    answer.products[0] = { ...answer.products[0], setupCents: null, monthlyCents: null };
    mockApi({ 'GET /api/arms/vooshdesk': { body: answer } });
    await openArm('vooshdesk');
    expect(within(card('SnapForm')).getByText(MESSAGES.pricingUnavailable)).toBeInTheDocument();
    expect(within(card('SnapForm')).getByRole('button', { name: 'Purchase: SnapForm' })).toBeDisabled();
  });

  it('the custom arm: banner, Quote Required, the quote Login Required dialog for visitors', async () => {
    mockApi(armAnswers(custom));
    await openArm('vooshcustom');
    expect(screen.getByText(/agent will contact you within 24 hours/)).toBeInTheDocument();
    const first = custom.products[0].name;
    expect(within(card(first)).getAllByText('Quote Required').length).toBeGreaterThan(0);
    expect(within(card(first)).getByRole('link', { name: 'Login to Request' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(within(card(first)).getByRole('button', { name: `Request Quote: ${first}` }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.loginRequiredTitle })).toHaveTextContent(MESSAGES.loginRequiredQuoteText);
  });

  it("a customer's custom quote request asks first, then creates one purchase request with the details", async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({ ...armAnswers(custom), 'POST /api/purchase-requests': { status: 201, body: { id: 5 } } });
    await openArm('vooshcustom');
    const user = userEvent.setup();
    const name = custom.products[1].name;
    await user.click(within(card(name)).getByRole('button', { name: `Learn More: ${name}` }));
    const details = await screen.findByRole('dialog', { name });
    expect(within(details).getByText('Included features')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Request Custom Quote' }));
    const dialog = await screen.findByRole('dialog', { name: QUOTE_DIALOG_TEXTS.title });
    expect(dialog).toHaveTextContent(`${name}: ${QUOTE_DIALOG_TEXTS.promise}`);
    expect(posts(fetchMock)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: QUOTE_DIALOG_TEXTS.detailsLabel }), 'Bookings by phone and e-mail');
    await user.dblClick(within(dialog).getByRole('button', { name: QUOTE_DIALOG_TEXTS.send }));
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUOTE_DIALOG_TEXTS.title })).not.toBeInTheDocument());
    expect(posts(fetchMock)).toHaveLength(1);
    expect(await sentBody(fetchMock, 'POST', '/api/purchase-requests')).toEqual({
      productName: name,
      quantity: 1,
      totalAmount: 0,
      status: 'submitted',
      productType: 'arm',
      customerNotes: 'Bookings by phone and e-mail',
    });
    expect(posts(fetchMock)[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the quote dialog sends nothing on Cancel, leaves out empty details, and keeps its key for a retry', async () => {
    storeSession(customerSession);
    let answers = 0;
    const fetchMock = mockApi({
      ...armAnswers(custom),
      'POST /api/purchase-requests': () =>
        ++answers === 1 ? { status: 500, body: { error: 'Database busy' } } : { status: 201, body: { id: 6 } },
    });
    await openArm('vooshcustom');
    const user = userEvent.setup();
    const name = custom.products[0].name;
    await user.click(within(card(name)).getByRole('button', { name: `Request Quote: ${name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: QUOTE_DIALOG_TEXTS.title })).getByRole('button', { name: MESSAGES.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(fetchMock)).toHaveLength(0);

    await user.click(within(card(name)).getByRole('button', { name: `Request Quote: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: QUOTE_DIALOG_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: QUOTE_DIALOG_TEXTS.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database busy');
    await user.click(within(dialog).getByRole('button', { name: QUOTE_DIALOG_TEXTS.send }));
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    const [first, second] = posts(fetchMock);
    expect(await first!.clone().json()).toEqual({
      productName: name,
      quantity: 1,
      totalAmount: 0,
      status: 'submitted',
      productType: 'arm',
    });
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('the packages arm lists every package with its includes-list; Add to Cart adds it for a customer', async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({ ...armAnswers(packages), 'POST /api/cart': { status: 201, body: { id: 2 } } });
    await openArm('vooshpackages');
    expect(screen.getAllByRole('article')).toHaveLength(ARMS.length - 2);
    const deskPackage = packages.products[0];
    for (const tool of deskPackage.includes ?? []) expect(within(card(deskPackage.name)).getByText(tool)).toBeInTheDocument();
    expect(screen.getByText('Priority Support')).toBeInTheDocument();
    await userEvent.setup().click(within(card(deskPackage.name)).getByRole('button', { name: `Add to Cart: ${deskPackage.name}` }));
    expect(await screen.findByText(MESSAGES.addedToCartTitle)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/cart')).toEqual({ productName: deskPackage.name, quantity: 1, price: '399' });
  });
});
