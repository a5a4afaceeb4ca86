import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allProducts, ARMS, BRAND, findArmBySlug, MESSAGES, ORDER_TRACKING_TEXTS } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { armsAnswer } from '../../catalogue/catalogueFixtures.testing';
import { QUOTE_DIALOG_TEXTS } from '../../catalogue/components/QuoteRequestDialog';

const desk = findArmBySlug('vooshdesk')!;
const custom = findArmBySlug('vooshcustom')!;

const PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  phone: null,
  industry: null,
  companySize: null,
  currentTools: null,
};

function answers(profile: unknown = { body: PROFILE }, extra: Record<string, unknown> = {}) {
  return { 'GET /api/cart': { body: [] }, 'GET /api/arms': { body: armsAnswer() }, 'GET /api/profile': profile, ...extra } as Parameters<
    typeof mockApi
  >[0];
}

async function openDashboard() {
  renderApp('/customer/dashboard');
  // The first render compiles the lazy route's modules: allow it time.
  return screen.findByRole('heading', { level: 1, name: /^Welcome back, / }, { timeout: 15_000 });
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

async function pickArm(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return user;
}

describe('customer dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(customerSession);
  });

  it('greets the customer by first name from the profile', async () => {
    mockApi(answers());
    expect(await openDashboard()).toHaveTextContent('Welcome back, Ada');
    expect(document.title).toBe('Welcome back, Ada');
  });

  it('falls back to the e-mail before the @, then to User', async () => {
    mockApi(answers({ body: { ...PROFILE, firstName: null } }));
    const { unmount } = renderApp('/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, owner' }, { timeout: 15_000 })).toBeInTheDocument();
    unmount();
    storeSession({ ...customerSession, user: { ...customerSession.user, email: '' } });
    mockApi(answers({ status: 500, body: { error: 'down' } }));
    renderApp('/customer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, User' })).toBeInTheDocument();
  });

  it('has quick-access tiles to Requests, Cart and Profile', async () => {
    mockApi(answers());
    await openDashboard();
    const tiles = screen.getByRole('navigation', { name: 'Quick access' });
    expect(within(tiles).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/customer/requests');
    expect(within(tiles).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/customer/cart');
    expect(within(tiles).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/customer/profile');
  });

  it('the search box filters the products across arms in place, and opens Browse with the search kept', async () => {
    mockApi(answers());
    await openDashboard();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', `Search ${BRAND} automation solutions...`);
    const user = userEvent.setup();
    await user.type(box, 'chatbot');
    const results = screen.getByRole('region', { name: /found$/ });
    const matches = allProducts().filter((product) =>
      [product.name, product.description, product.arm.name, product.arm.title].some((text) => text.toLowerCase().includes('chatbot')),
    );
    expect(matches.length).toBeGreaterThan(0);
    expect(within(results).getByRole('heading', { level: 2 })).toHaveTextContent(`${matches.length} product`);
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(matches.map((product) => product.name));
    expect(screen.queryByRole('heading', { name: 'Browse by arm' })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('link', { name: 'Open in Browse' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/browse?q=chatbot'));
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue('chatbot');
  });

  it('a search that matches nothing says so; clearing it brings the arms back', async () => {
    mockApi(answers());
    await openDashboard();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'no such thing');
    expect(screen.getByText(MESSAGES.noProductsFoundTitle)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    expect(screen.getByRole('heading', { name: 'Browse by arm' })).toBeInTheDocument();
  });

  it('links to order tracking, and its product cards open the product page', async () => {
    mockApi(answers());
    await openDashboard();
    expect(screen.getByRole('link', { name: ORDER_TRACKING_TEXTS.trackOrders })).toHaveAttribute('href', '/customer/orders');
    await pickArm(desk.name);
    expect(within(card('SnapForm')).getByRole('link')).toHaveAttribute('href', `/customer/product/arm/${ARMS.indexOf(desk) + 1}/snapform`);
  });

  it('lists the arms; picking one shows its products, searchable, with a count, and back to the arms', async () => {
    mockApi(answers());
    await openDashboard();
    const deskCard = card(desk.name);
    expect(deskCard).toHaveTextContent(desk.title);
    expect(deskCard).toHaveTextContent(`${desk.products.length} products`);

    const user = await pickArm(desk.name);
    expect(screen.getByRole('heading', { level: 2, name: `${desk.name} (${desk.products.length} products)` })).toBeInTheDocument();
    const snapForm = card('SnapForm');
    expect(within(snapForm).getByText('$250')).toBeInTheDocument();
    expect(within(snapForm).getAllByText('$125/mo')).toHaveLength(2);
    const features = within(within(snapForm).getByRole('list', { name: 'Features' })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(desk.products.find((p) => p.name === 'SnapForm')!.features.slice(0, 3));

    await user.type(screen.getByRole('searchbox', { name: `Search ${desk.name} products` }), 'snapform');
    expect(screen.getByRole('heading', { level: 2, name: `${desk.name} (1 product)` })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['SnapForm']);
    await user.clear(screen.getByRole('searchbox', { name: `Search ${desk.name} products` }));
    await user.type(screen.getByRole('searchbox', { name: `Search ${desk.name} products` }), 'no such thing');
    expect(screen.getByText(MESSAGES.noProductsFoundTitle)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All arms' }));
    expect(card(custom.name)).toBeInTheDocument();
  });

  it("Add to Cart posts the product and toasts 'Added to Cart!'", async () => {
    const fetchMock = mockApi(answers(undefined, { 'POST /api/cart': { status: 201, body: { id: 1 } } }));
    await openDashboard();
    const user = await pickArm(desk.name);
    await user.click(within(card('SnapForm')).getByRole('button', { name: 'Add to Cart: SnapForm' }));
    expect(await screen.findByText(MESSAGES.addedToCartTitle)).toBeInTheDocument();
    expect(screen.getByText('SnapForm has been added to your cart.')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/cart')).toEqual({ productName: 'SnapForm', quantity: 1, price: '125' });
  });

  it("a network failure of an add toasts the fixed 'Failed to add item to cart', never the browser's text", async () => {
    mockApi(answers(undefined, { 'POST /api/cart': 'network-error' }));
    await openDashboard();
    const user = await pickArm(desk.name);
    await user.click(within(card('SnapForm')).getByRole('button', { name: 'Add to Cart: SnapForm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.addToCartFailed);
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it("a failed add toasts 'Error' with the server's text", async () => {
    mockApi(answers(undefined, { 'POST /api/cart': { status: 409, body: { error: 'Already in your cart' } } }));
    await openDashboard();
    const user = await pickArm(desk.name);
    await user.click(within(card('SnapForm')).getByRole('button', { name: 'Add to Cart: SnapForm' }));
    expect(await screen.findByText(MESSAGES.errorTitle)).toBeInTheDocument();
    expect(screen.getByText('Already in your cart')).toBeInTheDocument();
  });

  it("custom products show 'Quote Required' and request a quote after asking", async () => {
    const fetchMock = mockApi(answers(undefined, { 'POST /api/purchase-requests': { status: 201, body: { id: 5 } } }));
    await openDashboard();
    const user = await pickArm(custom.name);
    const first = custom.products[0].name;
    expect(within(card(first)).getAllByText('Quote Required').length).toBeGreaterThan(0);
    await user.click(within(card(first)).getByRole('button', { name: `Request Quote: ${first}` }));
    const dialog = await screen.findByRole('dialog', { name: QUOTE_DIALOG_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: QUOTE_DIALOG_TEXTS.send }));
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/purchase-requests')).toMatchObject({ productName: first });
  });
});
