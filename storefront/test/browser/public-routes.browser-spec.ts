import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_ROUTES } from '@voosh/test-support/storefront-routes';
import { expectNoAxeViolations, useSite } from './support/site';

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
