import { PUBLIC_ROUTES } from '@voosh/test-support/storefront-routes';
import { expectNoAxeViolations, illegibleDisabledButtons, PAGE_WALK_TIMEOUT_MS, saveScreenshot, useSite } from './support/site';

const WIDTHS = [375, 1280];
const COLOR_SCHEMES = ['light', 'dark'] as const;

describe('every public route in the browser', () => {
  const site = useSite();

  it.each(PUBLIC_ROUTES)(
    '%s shows "%s", fits 375 px and 1280 px without horizontal overflow, and passes axe (no violation at all) with legible disabled buttons, in the light and the dark theme',
    async (path, keyText) => {
      for (const colorScheme of COLOR_SCHEMES) {
        const page = await site.newPage({ colorScheme });
        // Loaded once at the first width; the page then lays itself out again at the next.
        await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
        await page.goto(path);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.getByText(keyText, { exact: false }).first().waitFor();
          await saveScreenshot(page, `${path}-${width}-${colorScheme}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect({ path, width, colorScheme, overflow }).toEqual({ path, width, colorScheme, overflow: 0 });
          await expectNoAxeViolations(page, { every: true });
          expect({ path, width, colorScheme, illegible: await illegibleDisabledButtons(page) }).toEqual({
            path,
            width,
            colorScheme,
            illegible: [],
          });
        }
        await page.close();
      }
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
