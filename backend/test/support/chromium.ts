import { APP_RUNNING_ATTRIBUTE, RENDERED_STATE_ELEMENT_ID } from '@voosh/shared';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/** DESIGN.md section 2: without these Chromium tries to reach the network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium with a fresh temporary profile (removed on close). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });

/**
 * For a test that walks through many pages: a page load takes about a second on the 2-core
 * machine, several when the other Jest worker is busy too, beyond Jest's default of a minute.
 */
export const PAGE_WALK_TIMEOUT_MS = 180_000;

/** What untilAppRuns reads of the page's document. */
interface RenderedDocument {
  getElementById(id: string): unknown;
  documentElement: { hasAttribute(name: string): boolean };
}

/**
 * Until the storefront's app runs on a page the server rendered (`data-app-running` on <html>, set
 * once hydration has committed); at once on any other page. It starts once the page has painted,
 * which can be after the load event Playwright waits for: users can read the page before, tests act on it.
 */
export async function untilAppRuns(page: Page): Promise<void> {
  // A function (Playwright calls it; the app's CSP refuses a string to evaluate), typed by hand:
  // the backend's tests are compiled without the DOM's types.
  await page.waitForFunction(
    ([stateId, attribute]) => {
      const { document } = globalThis as unknown as { document: RenderedDocument };
      return !document.getElementById(stateId) || document.documentElement.hasAttribute(attribute);
    },
    [RENDERED_STATE_ELEMENT_ID, APP_RUNNING_ATTRIBUTE] as const,
  );
}
