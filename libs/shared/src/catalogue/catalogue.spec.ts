import { parsePriceText } from '../money';
import {
  allProducts,
  ARM_KEYS,
  ARMS,
  COMING_SOON,
  findArmBySlug,
  findProduct,
  PREBUILT_PACKAGES,
  PRICE_GUIDE,
  productPricing,
  productSlug,
  projectPriceCents,
  TIERS,
} from './index';

/** The fixed price list (one-time / monthly USD), keyed by arm name. */
const PRICE_LIST: Record<string, [string, number, number][]> = {
  VOOSHDesk: [
    ['SnapForm', 250, 125],
    ['AutoGreet', 300, 135],
    ['DeskFlow', 350, 155],
  ],
  VOOSHRM: [
    ['HireWire', 400, 175],
    ['OnboardAI', 350, 160],
    ['PayrollPro', 450, 185],
    ['ReviewBot', 400, 170],
  ],
  VOOSHFlow: [
    ['TaskMaster', 500, 200],
    ['FlowSync', 400, 175],
    ['DeadlineAI', 450, 190],
  ],
  VOOSHPulse: [
    ['HelpHero', 550, 220],
    ['TicketFlow', 400, 175],
    ['ChatBot Plus', 600, 240],
    ['SurveyAI', 350, 160],
    ['EscalateWise', 400, 170],
  ],
  VOOSHReach: [
    ['CampaignAI', 500, 200],
    ['LeadMagnet', 450, 185],
    ['EmailFlow', 400, 175],
    ['SocialSync', 350, 160],
  ],
  VOOSHSell: [
    ['SalesBot', 500, 200],
    ['PipelineAI', 450, 185],
    ['QuoteFlow', 400, 175],
    ['CRMSync', 350, 160],
  ],
  VOOSHCount: [
    ['InvoiceAI', 400, 175],
    ['ExpenseFlow', 350, 160],
    ['TaxBot', 450, 185],
  ],
  VOOSHPlan: [
    ['EventSync', 500, 200],
    ['CalendarAI', 300, 135],
  ],
};

/** Complete packages (setup / monthly USD). */
const PACKAGE_LIST: [string, number, number][] = [
  ['VOOSHDesk Complete Package', 903, 399],
  ['VOOSHRM Complete Package', 1520, 665],
  ['VOOSHFlow Complete Package', 1283, 541],
  ['VOOSHPulse Complete Package', 2185, 931],
  ['VOOSHReach Complete Package', 1615, 684],
  ['VOOSHSell Complete Package', 1615, 684],
  ['VOOSHCount Complete Package', 1140, 494],
  ['VOOSHPlan Complete Package', 760, 318],
];

const arm = (name: string) => ARMS.find((candidate) => candidate.name === name)!;
const productNames = new Set(allProducts().map((product) => product.name));

describe('arms', () => {
  it('are the ten arms in catalogue order, with their product counts', () => {
    expect(ARMS.map((a) => [a.name, a.products.length])).toEqual([
      ['VOOSHDesk', 3],
      ['VOOSHRM', 4],
      ['VOOSHFlow', 3],
      ['VOOSHPulse', 5],
      ['VOOSHReach', 4],
      ['VOOSHSell', 4],
      ['VOOSHCount', 3],
      ['VOOSHPlan', 2],
      ['VOOSHCustom', 9],
      ['VOOSHPackages', 8],
    ]);
    expect(ARMS.map((a) => a.key)).toEqual([...ARM_KEYS]);
    expect(ARMS.map((a) => a.slug)).toEqual(ARMS.map((a) => a.name.toLowerCase()));
  });

  it('carry every figure of the price list', () => {
    for (const [armName, products] of Object.entries(PRICE_LIST)) {
      expect(arm(armName).products.map((p) => [p.name, p.setupCents, p.monthlyCents])).toEqual(
        products.map(([name, setup, monthly]) => [name, setup * 100, monthly * 100]),
      );
    }
  });

  it('have Desk blue, RM green and a distinct colour each', () => {
    expect(arm('VOOSHDesk').color).toBe('#2563EB');
    expect(arm('VOOSHRM').color).toBe('#16A34A');
    expect(new Set(ARMS.map((a) => a.color.toLowerCase())).size).toBe(ARMS.length);
    for (const a of ARMS) {
      expect(a.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(a.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(a.title.length).toBeGreaterThan(5);
      expect(a.description.length).toBeGreaterThan(20);
    }
  });

  it('give every product a description and exactly four short features', () => {
    for (const product of allProducts()) {
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.features).toHaveLength(4);
      for (const feature of product.features) expect(feature.length).toBeLessThanOrEqual(40);
    }
  });

  it('name every product once across the catalogue, slugs too', () => {
    const products = allProducts();
    expect(productNames.size).toBe(products.length);
    expect(new Set(products.map((p) => productSlug(p.name))).size).toBe(products.length);
  });

  it('price the custom arm by quote only: nine products, all null', () => {
    const custom = arm('VOOSHCustom').products;
    expect(custom).toHaveLength(9);
    for (const product of custom) {
      expect([product.setupCents, product.monthlyCents]).toEqual([null, null]);
      expect(productPricing(product)).toEqual({ oneTime: 'Quote Required', monthly: 'Quote Required' });
    }
  });

  it('sell one complete package per priced arm at the list prices, including that arm`s products', () => {
    const packages = arm('VOOSHPackages').products;
    expect(packages.map((p) => [p.name, p.setupCents, p.monthlyCents])).toEqual(
      PACKAGE_LIST.map(([name, setup, monthly]) => [name, setup * 100, monthly * 100]),
    );
    for (const pack of packages) {
      const bundled = arm(pack.name.replace(' Complete Package', ''));
      expect(pack.includes).toEqual(bundled.products.map((p) => p.name));
      expect(pack.features).toContain('5% bundle savings');
    }
  });

  it('show the pricing texts, e.g. $250 and $125/mo', () => {
    expect(productPricing(findProduct('SnapForm')!)).toEqual({ oneTime: '$250', monthly: '$125/mo' });
    expect(productPricing(findProduct('VOOSHRM Complete Package')!)).toEqual({ oneTime: '$1,520', monthly: '$665/mo' });
    for (const product of allProducts().filter((p) => p.setupCents !== null)) {
      const text = productPricing(product);
      expect(parsePriceText(text.oneTime)).toBe(product.setupCents);
      expect(parsePriceText(text.monthly)).toBe(product.monthlyCents);
    }
  });
});

describe('look-ups', () => {
  it('find arms by slug, case-insensitively', () => {
    expect(findArmBySlug('vooshdesk')?.name).toBe('VOOSHDesk');
    expect(findArmBySlug('VOOSHPackages')?.key).toBe('packages');
    expect(findArmBySlug('desk')).toBeUndefined();
  });

  it('make product slugs lowercase with hyphens', () => {
    expect(productSlug('ChatBot Plus')).toBe('chatbot-plus');
    expect(productSlug('VOOSHDesk Complete Package')).toBe('vooshdesk-complete-package');
    expect(productSlug('SnapForm')).toBe('snapform');
  });

  it('find products by name or slug, with their arm', () => {
    expect(findProduct('ChatBot Plus')?.arm.name).toBe('VOOSHPulse');
    expect(findProduct('chatbot-plus')?.name).toBe('ChatBot Plus');
    expect(findProduct('Nothing')).toBeUndefined();
    expect(allProducts()).toHaveLength(3 + 4 + 3 + 5 + 4 + 4 + 3 + 2 + 9 + 8);
  });
});

describe('tiers', () => {
  it('are Core $199 (automation only), Pro $399 (most popular), 360 $799, all Coming Soon', () => {
    expect(TIERS.map((t) => [t.name, t.priceCents, t.popular])).toEqual([
      ['VOOSHCore', 19900, false],
      ['VOOSHPro', 39900, true],
      ['VOOSH360', 79900, false],
    ]);
    expect(TIERS[0].subtitle).toBe('Automation Only');
    for (const tier of TIERS) {
      expect(tier.buttonText).toBe(COMING_SOON);
      expect(tier.period).toBe('month');
      expect(tier.includedFeatures.length).toBeGreaterThan(0);
    }
    expect(COMING_SOON).toBe('Coming Soon');
  });
});

describe('pre-built packages', () => {
  it('hold 3, 4, 5 and 8 existing catalogue products', () => {
    expect(PREBUILT_PACKAGES.map((p) => [p.name, p.toolsCount])).toEqual([
      ['Small Business', 3],
      ['Sales & Marketing', 4],
      ['Operations', 5],
      ['Enterprise Complete', 8],
    ]);
    for (const pack of PREBUILT_PACKAGES) {
      expect(pack.tools).toHaveLength(pack.toolsCount);
      expect(new Set(pack.tools).size).toBe(pack.tools.length);
      for (const tool of pack.tools) expect(productNames).toContain(tool);
      expect(pack.image).toMatch(/^[a-z-]+\.svg$/);
    }
    expect(new Set(PREBUILT_PACKAGES.map((p) => p.id)).size).toBe(4);
  });
});

describe('price guide', () => {
  it('has the price-guide rates', () => {
    expect(PRICE_GUIDE.perNodeCents).toBe(5000);
    expect(PRICE_GUIDE.complexityAddOnCents).toEqual({ min: 5000, max: 10000 });
    expect(PRICE_GUIDE.monthlySupportCents).toEqual({ min: 9900, max: 15000 });
  });

  it('has the five price-guide examples, priced by the $50-per-node rule', () => {
    expect(PRICE_GUIDE.examples.map((e) => [e.name, e.projectCents / 100, e.monthlyCents / 100])).toEqual([
      ['MinuteMate', 300, 150],
      ['Onboardify', 350, 140],
      ['PulseCheck', 300, 130],
      ['FollowFlick', 250, 120],
      ['FeedbackLoop', 250, 115],
    ]);
    const { complexityAddOnCents, monthlySupportCents } = PRICE_GUIDE;
    for (const example of PRICE_GUIDE.examples) {
      expect(example.projectCents).toBe(projectPriceCents(example.nodes, example.complexity));
      const addOn = example.projectCents - example.nodes * PRICE_GUIDE.perNodeCents;
      expect(addOn).toBeGreaterThanOrEqual(complexityAddOnCents.min);
      expect(addOn).toBeLessThanOrEqual(complexityAddOnCents.max);
      expect(example.monthlyCents).toBeGreaterThanOrEqual(monthlySupportCents.min);
      expect(example.monthlyCents).toBeLessThanOrEqual(monthlySupportCents.max);
      expect(example.details.split('→')).toHaveLength(example.nodes);
    }
  });

  it('lists the other arms` project ranges', () => {
    expect(PRICE_GUIDE.otherArmRanges).toEqual([
      { arm: 'VOOSHReach', min: 25000, max: 40000 },
      { arm: 'VOOSHSell', min: 30000, max: 40000 },
      { arm: 'VOOSHCount', min: 30000, max: 35000 },
    ]);
    expect(PRICE_GUIDE.whyFair.length).toBeGreaterThan(0);
  });
});
