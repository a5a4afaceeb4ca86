import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARMS, findArmBySlug, MESSAGES } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { armsAnswer } from '../catalogueFixtures.testing';

const TOTAL = ARMS.reduce((sum, arm) => sum + arm.products.length, 0);
const desk = findArmBySlug('vooshdesk')!;
const deskId = ARMS.indexOf(desk) + 1;

function answers(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/cart': { body: [] }, 'GET /api/arms': { body: armsAnswer() }, ...extra });
}

async function openBrowse(route = '/customer/browse') {
  renderApp(route);
  // The first render compiles the lazy route's modules: allow it time.
  await screen.findByRole('heading', { level: 1, name: 'All Products' }, { timeout: 15_000 });
  return screen.findByText(/^Showing \d+ of \d+ products$/);
}

const shownNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
const matching = (text: string) =>
  ARMS.flatMap((arm) =>
    arm.products
      .filter((p) => [p.name, p.description, arm.name, arm.title].some((field) => field.toLowerCase().includes(text.toLowerCase())))
      .map((p) => p.name),
  );
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });

describe('customer browse', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(customerSession);
  });

  it('lists every product', async () => {
    answers();
    expect(await openBrowse()).toHaveTextContent(`Showing ${TOTAL} of ${TOTAL} products`);
    expect(shownNames()).toHaveLength(TOTAL);
  });

  it('searches product name, description, arm name and arm title, keeping the search in ?q=', async () => {
    answers();
    await openBrowse();
    const user = userEvent.setup();
    const snapForm = desk.products.find((p) => p.name === 'SnapForm')!;
    for (const text of ['snapform', snapForm.description.slice(5, 25), desk.name, desk.title]) {
      await user.clear(searchBox());
      await user.type(searchBox(), text);
      expect(shownNames()).toEqual(matching(text));
      expect(shownNames()).toContain('SnapForm');
      expect(screen.getByText(`Showing ${matching(text).length} of ${TOTAL} products`)).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/customer/browse?q=${encodeURIComponent(desk.title).replace(/%20/g, '+')}`),
    );
  });

  it('starts from the ?q= of the URL', async () => {
    answers();
    expect(await openBrowse('/customer/browse?q=snapform')).toHaveTextContent(
      `Showing ${matching('snapform').length} of ${TOTAL} products`,
    );
    expect(searchBox()).toHaveValue('snapform');
    expect(shownNames()).toEqual(matching('snapform'));
    expect(shownNames()).toContain('SnapForm');
  });

  it("shows 'No products found' when nothing matches", async () => {
    answers();
    expect(await openBrowse('/customer/browse?q=zzz-nothing')).toHaveTextContent(`Showing 0 of ${TOTAL} products`);
    expect(screen.getByText(MESSAGES.noProductsFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noProductsFoundText)).toBeInTheDocument();
  });

  it('a card opens the product page by arm id and hyphenated lowercase name', async () => {
    answers();
    await openBrowse();
    const product = ARMS.flatMap((arm) => arm.products).find((p) => /\s/.test(p.name))!;
    const arm = ARMS.find((candidate) => candidate.products.includes(product))!;
    const slug = product.name.toLowerCase().replace(/ /g, '-');
    expect(within(card(product.name)).getByRole('link')).toHaveAttribute('href', `/customer/product/arm/${ARMS.indexOf(arm) + 1}/${slug}`);
    await userEvent.setup().click(within(card('SnapForm')).getByRole('link'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/customer/product/arm/${deskId}/snapform`));
  });

  it("Add posts the product to the cart and toasts 'Added to Cart!'", async () => {
    const fetchMock = answers({ 'POST /api/cart': { status: 201, body: { id: 1 } } });
    await openBrowse();
    await userEvent.setup().click(within(card('SnapForm')).getByRole('button', { name: 'Add: SnapForm' }));
    expect(await screen.findByText(MESSAGES.addedToCartTitle)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/cart')).toEqual({ productName: 'SnapForm', quantity: 1, price: '125' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/customer\/browse$/);
  });

  it("a failed add toasts 'Error' / 'Failed to add item to cart.' (Browse's own text), whatever the server said", async () => {
    answers({ 'POST /api/cart': { status: 400, body: { error: 'Invalid product data' } } });
    await openBrowse();
    await userEvent.setup().click(within(card('SnapForm')).getByRole('button', { name: 'Add: SnapForm' }));
    expect(await screen.findByText(MESSAGES.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.addToCartFailedBrowse)).toBeInTheDocument();
  });
});
