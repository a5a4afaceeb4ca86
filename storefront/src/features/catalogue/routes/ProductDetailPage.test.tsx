import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARMS, CURRENCY_STORAGE_KEY, findArmBySlug, MESSAGES, QUANTITY_MAX, QUOTE_REQUIRED } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { cartItems } from '../../cart/cartFixtures.testing';
import { armsAnswer, prebuiltPackagesAnswer, tiersAnswer } from '../catalogueFixtures.testing';
import { QUOTE_DIALOG_TEXTS } from '../components/QuoteRequestDialog';
import { GALLERY_IMAGES } from '../components/ProductGallery';
import { ASSURANCES, PRODUCT_DETAIL_TEXTS as TEXTS } from '../productDetailTexts';

const deskId = ARMS.indexOf(findArmBySlug('vooshdesk')!) + 1;
const custom = findArmBySlug('vooshcustom')!;

type Answers = Parameters<typeof mockApi>[0];

function catalogue(extra: Answers = {}): Answers {
  return {
    'GET /api/cart': { body: [] },
    'GET /api/arms': { body: armsAnswer() },
    'GET /api/tiers': { body: tiersAnswer() },
    'GET /api/prebuilt-packages': { body: prebuiltPackagesAnswer() },
    ...extra,
  };
}

/** Opens the page at `path` (a page open before is closed first). */
async function openProduct(path: string, answers: Answers = catalogue()) {
  cleanup();
  storeSession(customerSession);
  const fetchMock = mockApi(answers);
  renderApp(path);
  // The first render compiles the lazy route's modules: allow it time.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return fetchMock;
}

const heading = () => screen.getByRole('heading', { level: 1 });
const price = () => screen.getByTestId('detail-price');
const location = () => screen.getByTestId('location');
const quantity = (name: string) => screen.getByLabelText(`Quantity of ${name}`);
const posts = (fetchMock: jest.Mock, path: string) =>
  (fetchMock.mock.calls as [RequestInfo][])
    .map(([input]) => input)
    .filter((input): input is Request => input instanceof Request && input.method === 'POST' && new URL(input.url).pathname === path);

beforeEach(() => localStorage.clear());

/** Request Payment, then its confirmation's Send request. */
async function requestConfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: TEXTS.requestPayment }));
  await user.click(
    within(await screen.findByRole('dialog', { name: TEXTS.confirmRequestTitle })).getByRole('button', { name: TEXTS.confirmRequest }),
  );
}

describe('product detail page', () => {
  it("shows 'Product Not Found' with 'Go Back Home' to the dashboard for an unknown product or type", async () => {
    await openProduct('/customer/product/arm/no-such-product');
    expect(heading()).toHaveTextContent(MESSAGES.productNotFound);
    expect(screen.getByRole('link', { name: TEXTS.goBackHome })).toHaveAttribute('href', '/customer/dashboard');
    await openProduct('/customer/product/gadget/snapform');
    expect(heading()).toHaveTextContent(MESSAGES.productNotFound);
  });

  it("opens the browse card's link (arm id and name) with its badges, prices, features and pictures", async () => {
    await openProduct(`/customer/product/arm/${deskId}/snapform`);
    expect(heading()).toHaveTextContent('SnapForm');
    expect(document.title).toBe('SnapForm');
    // The type badge (the arm), 'Best Seller' (popular), the price struck through at 1.2 times (over $100), the monthly fee.
    expect(screen.getByText('VOOSHDesk')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.bestSeller)).toBeInTheDocument();
    expect(within(price()).getByText('$250')).toBeInTheDocument();
    expect(price().querySelector('del')).toHaveTextContent(`${TEXTS.regularPrice}: $300`);
    expect(price()).toHaveTextContent('+ $125 per month');
    expect(
      screen.getByText('Smart intake forms that collect, check and file customer details the moment they arrive.'),
    ).toBeInTheDocument();
    const features = within(screen.getByRole('region', { name: TEXTS.features })).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([
      'Smart form builder',
      'Automatic data validation',
      'Instant record filing',
      'Submission alerts',
    ]);
    // Three pictures from the app's own assets, the thumbnails choosing the large one.
    const gallery = screen.getByRole('region', { name: 'SnapForm pictures' });
    const images = within(gallery).getAllByRole('img');
    expect(images[0]).toHaveAttribute('src', GALLERY_IMAGES[0].src);
    expect(GALLERY_IMAGES.map((image) => image.src)).toEqual([
      '/images/product/workflow.svg',
      '/images/product/dashboard.svg',
      '/images/product/integrations.svg',
    ]);
    const thumbnails = within(gallery).getAllByRole('button');
    expect(thumbnails).toHaveLength(3);
    await userEvent.click(thumbnails[2]!);
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('img', { name: `SnapForm: ${GALLERY_IMAGES[2].caption}` })).toHaveAttribute(
      'src',
      GALLERY_IMAGES[2].src,
    );
    // The three promises.
    for (const { title } of ASSURANCES) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('Free consultation')).toBeInTheDocument();
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(screen.getByText('24/7 support')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.addToCart })).toBeEnabled();
    expect(screen.getByRole('button', { name: TEXTS.requestPayment })).toBeEnabled();
  });

  it('finds a product by its id and by its name alone; no strike-through at $100 or less; prices in the display currency', async () => {
    const arms = armsAnswer();
    const snapForm = arms[deskId - 1]!.products[0]!;
    arms[deskId - 1]!.products[0] = { ...snapForm, setupCents: 100_00, monthlyCents: 40_00, popular: false };
    await openProduct(`/customer/product/arm/${snapForm.id}`, catalogue({ 'GET /api/arms': { body: arms } }));
    expect(heading()).toHaveTextContent('SnapForm');
    expect(within(price()).getByText('$100')).toBeInTheDocument();
    expect(price().querySelector('del')).toBeNull();
    expect(screen.queryByText(TEXTS.bestSeller)).not.toBeInTheDocument();

    localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    await openProduct('/customer/product/arm/autogreet');
    // 300 x 0.79 = 237; 360 x 0.79 = 284.4 -> 284; 135 x 0.79 = 106.65 -> 107.
    expect(heading()).toHaveTextContent('AutoGreet');
    expect(within(price()).getByText('£237')).toBeInTheDocument();
    expect(price().querySelector('del')).toHaveTextContent('£284');
    expect(price()).toHaveTextContent('+ £107 per month');
  });

  it('keeps the quantity from 1 up to what the cart still takes, and adds that many to the cart', async () => {
    const inCart = cartItems();
    inCart[0] = { ...inCart[0]!, quantity: QUANTITY_MAX - 3 };
    const fetchMock = await openProduct(
      `/customer/product/arm/${deskId}/snapform`,
      catalogue({ 'GET /api/cart': { body: inCart }, 'POST /api/cart': { status: 201, body: { id: 11 } } }),
    );
    const user = userEvent.setup();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of SnapForm' });
    const increase = screen.getByRole('button', { name: 'Increase quantity of SnapForm' });
    await waitFor(() => expect(quantity('SnapForm')).toHaveTextContent('1'));
    expect(decrease).toBeDisabled();
    for (let i = 0; i < 5; i++) if (!(increase as HTMLButtonElement).disabled) await user.click(increase);
    expect(quantity('SnapForm')).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(screen.getByRole('button', { name: TEXTS.addToCart }));
    expect(await screen.findByText(MESSAGES.addedToCartTitle)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/cart')).toEqual({ productName: 'SnapForm', quantity: 2, price: '125' });
  });

  it('says when the cart holds all it can of the product, and a failed add shows the fixed text, not the network error', async () => {
    const full = cartItems();
    full[0] = { ...full[0]!, quantity: QUANTITY_MAX };
    await openProduct(`/customer/product/arm/${deskId}/snapform`, catalogue({ 'GET /api/cart': { body: full } }));
    expect(await screen.findByText(TEXTS.cartFull)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.addToCart })).toBeDisabled();

    await openProduct('/customer/product/arm/autogreet', catalogue({ 'POST /api/cart': 'network-error' }));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.addToCart }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.addToCartFailed);
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('Request Payment creates one purchase request for the product and quantity (Idempotency-Key), then opens the requests', async () => {
    let answer: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = await openProduct(
      `/customer/product/arm/${deskId}/snapform`,
      catalogue({ 'POST /api/purchase-requests': { status: 201, body: { id: 42, status: 'submitted' } } }),
    );
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: Request) => {
      if (input.method === 'POST') await pending;
      return original(input);
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of SnapForm' }));
    await user.click(screen.getByRole('button', { name: TEXTS.requestPayment }));
    // Asked first: what is requested, its total, that nothing is charged now.
    const confirm = await screen.findByRole('dialog', { name: TEXTS.confirmRequestTitle });
    expect(confirm).toHaveTextContent('SnapForm × 2$750');
    expect(confirm).toHaveTextContent(TEXTS.nothingChargedNow);
    expect(posts(fetchMock, '/api/purchase-requests')).toHaveLength(0);
    await user.dblClick(within(confirm).getByRole('button', { name: TEXTS.confirmRequest }));
    expect(await screen.findByRole('button', { name: TEXTS.submitting })).toBeDisabled();
    answer();
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests$/));
    const sent = posts(fetchMock, '/api/purchase-requests');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.clone().json()).toEqual({
      productName: 'SnapForm',
      quantity: 2,
      totalAmount: 750,
      status: 'submitted',
      productType: 'arm',
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('Request Payment cancelled at its confirmation sends nothing and stays', async () => {
    const fetchMock = await openProduct(`/customer/product/arm/${deskId}/snapform`, catalogue());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXTS.requestPayment }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock, '/api/purchase-requests')).toHaveLength(0);
    expect(location()).toHaveTextContent(`/customer/product/arm/${deskId}/snapform`);
  });

  it("a refused Request Payment toasts 'Failed to submit payment request' and stays; a retry of the same quantity keeps the key", async () => {
    let calls = 0;
    const fetchMock = await openProduct(
      `/customer/product/arm/${deskId}/snapform`,
      catalogue({
        'POST /api/purchase-requests': () => (++calls === 1 ? { status: 500, body: { error: 'Boom' } } : { status: 201, body: { id: 43 } }),
      }),
    );
    const user = userEvent.setup();
    await requestConfirmed(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentRequestFailed);
    expect(location()).toHaveTextContent(`/customer/product/arm/${deskId}/snapform`);
    await requestConfirmed(user);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests$/));
    const [first, second] = posts(fetchMock, '/api/purchase-requests');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('a complete package is ordered as a package; a custom product asks for a quote instead of a cart', async () => {
    const fetchMock = await openProduct(
      '/customer/product/package/vooshdesk-complete-package',
      catalogue({ 'POST /api/purchase-requests': { status: 201, body: { id: 44 } } }),
    );
    expect(heading()).toHaveTextContent('VOOSHDesk Complete Package');
    expect(screen.getByText(TEXTS.typeLabels.completePackage)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: TEXTS.includes })).getByText('SnapForm')).toBeInTheDocument();
    await requestConfirmed(userEvent.setup());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/customer\/requests$/));
    expect(await sentBody(fetchMock, 'POST', '/api/purchase-requests')).toMatchObject({
      productName: 'VOOSHDesk Complete Package',
      productType: 'package',
    });

    const quoteOnly = custom.products[0]!.name;
    const quoteMock = await openProduct(
      `/customer/product/arm/${encodeURIComponent(quoteOnly)}`,
      catalogue({ 'POST /api/purchase-requests': { status: 201, body: { id: 45 } } }),
    );
    expect(screen.getAllByText(QUOTE_REQUIRED).length).toBeGreaterThan(0);
    expect(screen.getByText(TEXTS.quoteOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.addToCart })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.requestPayment })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXTS.requestQuote }));
    const dialog = await screen.findByRole('dialog', { name: QUOTE_DIALOG_TEXTS.title });
    await user.type(within(dialog).getByRole('textbox', { name: QUOTE_DIALOG_TEXTS.detailsLabel }), 'Two shops');
    await user.click(within(dialog).getByRole('button', { name: QUOTE_DIALOG_TEXTS.send }));
    expect(await screen.findByText(MESSAGES.requestSubmittedTitle)).toBeInTheDocument();
    expect(await sentBody(quoteMock, 'POST', '/api/purchase-requests')).toMatchObject({
      productName: quoteOnly,
      customerNotes: 'Two shops',
    });
  });

  it('a tier and a pre-built package say why they cannot be ordered, with no button that would fail', async () => {
    await openProduct('/customer/product/tier/vooshpro');
    expect(heading()).toHaveTextContent('VOOSHPro');
    expect(screen.getByText(TEXTS.typeLabels.tier)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.bestSeller)).toBeInTheDocument();
    // $399 a month, struck through at $478.80 -> $479.
    expect(within(price()).getByText('$399/mo')).toBeInTheDocument();
    expect(price().querySelector('del')).toHaveTextContent('$479/mo');
    expect(screen.getByText(TEXTS.tierComingSoon('VOOSHPro'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.addToCart })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.requestPayment })).not.toBeInTheDocument();

    await openProduct('/customer/product/package/small-business');
    expect(heading()).toHaveTextContent('Small Business');
    expect(screen.getByText(TEXTS.prebuiltNotSold)).toBeInTheDocument();
    const includes = screen.getByRole('region', { name: TEXTS.includes });
    expect(within(includes).getByRole('link', { name: 'SnapForm' })).toHaveAttribute('href', `/customer/product/arm/${deskId}/snapform`);
    // SnapForm 250 + AutoGreet 300 + InvoiceAI 400 = $950 setup; 125 + 135 + 175 = $435 a month.
    expect(within(price()).getByText('$950')).toBeInTheDocument();
    expect(price()).toHaveTextContent('+ $435 per month');
    expect(screen.queryByRole('button', { name: TEXTS.addToCart })).not.toBeInTheDocument();
  });
});
