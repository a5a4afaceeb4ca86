import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND } from '@voosh/shared';
import { expectNoAxeViolations, useSite } from './support/site';

/** Every public route of spec 01 and 02 with a text that proves the right page is shown. */
const PUBLIC_ROUTES: readonly [path: string, keyText: string][] = [
  ['/', 'Speed Where It Matters'],
  ['/about', 'Our Vision'],
  ['/services', 'All Products'],
  ['/pricing', `${BRAND} Levels`],
  ['/pricing-plans', 'Why this pricing is fair'],
  ['/contact', 'Schedule a Consultation'],
  ['/case-studies', 'Coming Soon'],
  ['/blog', 'Coming Soon'],
  ['/careers', 'Coming Soon'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Data Processing Addendum'],
  ['/cookie-policy', 'Coming Soon'],
  ['/signup', 'Create your account'],
  ['/login', 'Welcome back'],
  ['/forgot-password', 'Forgot password'],
  ['/whats-next', 'Order Statuses'],
  ['/arms/vooshdesk', 'VOOSHDesk'],
  ['/arms/vooshcustom', 'Quote Required'],
  ['/arms/vooshpackages', '5%'],
];

const WIDTHS = [375, 1280];
const SCREENSHOTS = join(tmpdir(), 'voosh-browser-screenshots');

describe('every public route in the browser', () => {
  const site = useSite();
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  it.each(PUBLIC_ROUTES)('%s shows "%s", fits 375 px and 1280 px without horizontal overflow, and passes axe', async (path, keyText) => {
    const page = await site.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.getByText(keyText, { exact: false }).first().waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
    }
    await expectNoAxeViolations(page);
  });
});
