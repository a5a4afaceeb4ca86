import { CURRENCY_COOKIE, FALLBACK_RATES, formatDisplayPrice, MESSAGES, RENDERED_STATE_ELEMENT_ID } from '@voosh/shared';
import type { Page } from 'playwright-core';
import { sessionFor } from '@voosh/test-support/accounts';
import { PAGE_WALK_TIMEOUT_MS, storeSessionInPage, useSite } from './support/site';

declare global {
  interface Window {
    /** The page's h1 and <html> classes as parsed, before any of the app's code ran; the most moves of one of the server's style tags since. */
    parsed?: { heading: Element | null; classes: string[]; mostMovesOfAStyle: number };
  }
}

/**
 * Notes the parsed page's h1 and <html> classes before the app's scripts run (they run after
 * 'interactive'), and counts the moves of each of the server's style tags from then on (each move
 * makes the browser parse its styles again and restyle the page).
 */
async function noteParsedPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const parsed = {
        heading: document.querySelector('h1'),
        classes: Array.from(document.documentElement.classList),
        mostMovesOfAStyle: 0,
      };
      const moves = new Map(Array.from(document.querySelectorAll('style[data-emotion]'), (style): [Node, number] => [style, 0]));
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.removedNodes) {
            const moved = moves.get(node);
            if (moved === undefined) continue;
            moves.set(node, moved + 1);
            parsed.mostMovesOfAStyle = Math.max(parsed.mostMovesOfAStyle, moved + 1);
          }
      }).observe(document.head, { childList: true });
      window.parsed = parsed;
    });
  });
}

/** Whether the answer to the last navigation was a page the server rendered. */
const renderedByServer = (html: string) => html.includes(`id="${RENDERED_STATE_ELEMENT_ID}"`);

describe('public pages rendered on the server, in the browser', () => {
  const site = useSite();

  /** `path` paints `heading` before the app runs, then the app takes over that very markup; answers the page's status. */
  async function expectRenderedThenKept(path: string, heading: string): Promise<number> {
    const page = await site.newPage({ colorScheme: 'dark' });
    await noteParsedPage(page);
    const answer = await page.goto(path);
    expect({ path, rendered: renderedByServer(await answer!.text()) }).toEqual({ path, rendered: true });
    expect(await page.evaluate(() => ({ heading: window.parsed?.heading?.textContent, classes: window.parsed?.classes }))).toEqual({
      heading,
      // The stored (here: the system's) colour scheme is marked before anything paints.
      classes: ['dark'],
    });
    // The app's own menu opens: its code runs, on the markup the server sent (not a copy it rendered again).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site' }).waitFor();
    expect({
      path,
      kept: await page.evaluate(() => document.contains(window.parsed!.heading)),
      // Emotion takes the server's style tags over by moving each once; it does not move them as it loads too.
      mostMovesOfAStyle: await page.evaluate(() => window.parsed!.mostMovesOfAStyle),
    }).toEqual({ path, kept: true, mostMovesOfAStyle: 1 });
    await page.context().close();
    return answer!.status();
  }

  it(
    'each rendered page paints its content before the app runs, then the app takes over that very markup and responds',
    async () => {
      for (const [path, heading] of [
        ['/', 'Speed Where It Matters'],
        ['/arms/vooshdesk', 'VOOSHDesk'],
        ['/pricing-plans', 'Price Guide'],
        ['/about', 'About VOOSH'],
        ['/login', 'Welcome back'],
        ['/signup', 'Create your account'],
      ])
        expect(await expectRenderedThenKept(path!, heading!)).toBe(200);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it('a not-found page (an unknown path or arm) is answered with 404 and hydrated all the same', async () => {
    expect(await expectRenderedThenKept('/no-such-page', MESSAGES.notFoundTitle)).toBe(404);
    expect(await expectRenderedThenKept('/arms/does-not-exist', MESSAGES.armNotFound)).toBe(404);
  });

  it("renders prices in the visitor's chosen currency from the first paint once chosen", async () => {
    const page = await site.newPage();
    await page.goto('/pricing-plans');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /JMD/ }).click();
    await page.keyboard.press('Escape');
    expect((await page.context().cookies()).find((cookie) => cookie.name === CURRENCY_COOKIE)?.value).toBe('JMD');

    await noteParsedPage(page);
    const answer = await page.goto('/arms/vooshdesk');
    // No rates service is reachable in the tests: the fallback rates apply, on the server as in the browser.
    expect(await answer!.text()).toContain(formatDisplayPrice(25_000, 'JMD', FALLBACK_RATES));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site' }).waitFor();
    expect(await page.evaluate(() => document.contains(window.parsed!.heading))).toBe(true);
  });

  it('a browser holding a session is sent the app itself, which shows the account from its first render', async () => {
    const { user, token } = await sessionFor(site.testApp);
    const page = await site.newPage();
    await page.goto('/about');
    await storeSessionInPage(page, { token, user: { id: user.id, email: user.email, role: 'CUSTOMER' } });
    // A session stored without the hint cookie (stored before it existed): the app renders the
    // visitor's page afresh for the session, and sets the cookie for the next page.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);

    const answer = await page.goto('/pricing-plans');
    expect(renderedByServer(await answer!.text())).toBe(false);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(renderedByServer(await (await page.reload())!.text())).toBe(true);
  });
});
