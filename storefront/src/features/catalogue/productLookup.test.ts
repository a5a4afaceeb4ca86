import { ARMS, findArmBySlug, QUANTITY_MAX } from '@voosh/shared';
import { armsAnswer, prebuiltPackagesAnswer, tiersAnswer } from './catalogueFixtures.testing';
import { clampQuantity, findArmProduct, findPackage, findTier, isDetailType, quantityBounds } from './productLookup';

const arms = armsAnswer();
const deskId = ARMS.indexOf(findArmBySlug('vooshdesk')!) + 1;
const rmId = ARMS.indexOf(findArmBySlug('vooshrm')!) + 1;

describe('product lookup', () => {
  it('knows the three types of the path', () => {
    expect(['arm', 'tier', 'package'].every(isDetailType)).toBe(true);
    expect(['product', '', undefined].some(isDetailType)).toBe(false);
  });

  it("finds an arm's product by id, by name, by lowercase hyphenated name, and within the arm the browse link names", () => {
    const chatBot = arms.flatMap((arm) => arm.products).find((product) => product.name === 'ChatBot Plus')!;
    expect(findArmProduct(arms, String(chatBot.id))).toBe(chatBot);
    expect(findArmProduct(arms, 'chatbot-plus')).toBe(chatBot);
    expect(findArmProduct(arms, 'ChatBot Plus')).toBe(chatBot);
    expect(findArmProduct(arms, 'CHATBOT-PLUS')).toBe(chatBot);
    expect(findArmProduct(arms, 'snapform', String(deskId))?.name).toBe('SnapForm');
    expect(findArmProduct(arms, 'snapform', 'vooshdesk')?.name).toBe('SnapForm');
    // The right name under another arm is no match; nor is an unknown name.
    expect(findArmProduct(arms, 'snapform', String(rmId))).toBeUndefined();
    expect(findArmProduct(arms, 'no-such-product')).toBeUndefined();
  });

  it('finds a tier by id or name', () => {
    const tiers = tiersAnswer();
    expect(findTier(tiers, 'pro')?.name).toBe('VOOSHPro');
    expect(findTier(tiers, 'vooshpro')?.id).toBe('pro');
    expect(findTier(tiers, 'VOOSH360')?.id).toBe('360');
    expect(findTier(tiers, 'gold')).toBeUndefined();
  });

  it('finds a pre-built package (with its tools from the catalogue) or a complete package, by id or name', () => {
    const packs = prebuiltPackagesAnswer();
    const small = findPackage(packs, arms, 'small-business');
    expect(small && 'pack' in small && small.tools.map((tool) => tool.name)).toEqual(['SnapForm', 'AutoGreet', 'InvoiceAI']);
    const sales = findPackage(packs, arms, 'sales-&-marketing');
    expect(sales && 'pack' in sales && sales.pack.id).toBe('sales-marketing');
    const complete = findPackage(packs, arms, 'vooshdesk-complete-package');
    expect(complete && 'product' in complete && complete.product.name).toBe('VOOSHDesk Complete Package');
    // An arm's own product is not a package.
    expect(findPackage(packs, arms, 'snapform')).toBeUndefined();
  });

  it('bounds the quantity at 1 and at what the cart still takes of the product', () => {
    expect(quantityBounds(0)).toEqual({ min: 1, max: QUANTITY_MAX, cartFull: false });
    expect(quantityBounds(90)).toEqual({ min: 1, max: QUANTITY_MAX - 90, cartFull: false });
    expect(quantityBounds(QUANTITY_MAX)).toEqual({ min: 1, max: 1, cartFull: true });
    expect(clampQuantity(0, quantityBounds(0))).toBe(1);
    expect(clampQuantity(12, quantityBounds(90))).toBe(9);
    expect(clampQuantity(5, quantityBounds(90))).toBe(5);
  });
});
