import { APP_RUNNING_ATTRIBUTE } from '@voosh/shared';
import type { Locator, Page, Route } from 'playwright-core';
import { PASSWORD, withPassword } from '@voosh/test-support/accounts';
import { useSite } from './support/site';

/**
 * The app's scripts held back from `page` until `release()`: the server-rendered page shows and
 * takes input, but nothing of the app runs.
 */
async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const appRuns = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_RUNNING_ATTRIBUTE);

/**
 * The field's label is above the text in it (moved up onto the outline), not drawn over it; measured
 * once the label's move (a CSS transition) has ended.
 */
async function expectLabelAboveText(field: Locator): Promise<void> {
  const { labelBottom, textTop } = await field.evaluate(async (input: HTMLInputElement) => {
    const labelElement = input.labels![0]!;
    await Promise.all(labelElement.getAnimations().map((animation) => animation.finished));
    const label = labelElement.getBoundingClientRect();
    return { labelBottom: label.bottom, textTop: input.getBoundingClientRect().top + parseFloat(getComputedStyle(input).paddingTop) };
  });
  expect(labelBottom).toBeLessThanOrEqual(textTop);
}

describe('forms typed into before the app runs', () => {
  const site = useSite();

  it('/login at 375 px: the e-mail and password typed and Enter pressed before the scripts run sign the customer in once they do', async () => {
    const { user } = await withPassword(site.testApp, 'CUSTOMER', { firstName: 'Grace' });
    const page = await site.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await holdScripts(page);
    // Resolves once the app runs (the site's pages wait for it), so only after the scripts are released.
    const loaded = page.goto('/login');
    const email = page.getByLabel(/^Email/);
    const password = page.getByLabel(/^Password/);
    await email.pressSequentially(user.email);
    await expectLabelAboveText(email);
    await password.pressSequentially(PASSWORD);
    await expectLabelAboveText(password);
    await password.press('Enter');
    expect({ running: await appRuns(page), email: await email.inputValue(), path: new URL(page.url()).pathname }).toEqual({
      running: false,
      email: user.email,
      path: '/login',
    });

    await scripts.release();
    await loaded;
    await page.waitForURL('**/customer/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace' }).waitFor();
  });

  it('/signup: every field typed and Enter pressed before the scripts run go on to the e-mailed code, for the address typed', async () => {
    const typed = 'typed.before.start@example.com';
    const page = await site.newPage();
    const scripts = await holdScripts(page);
    const loaded = page.goto('/signup');
    for (const [label, text] of [
      [/^First Name/, 'Ada'],
      [/^Last Name/, 'Lovelace'],
      [/^Email/, typed],
      [/^Password/, PASSWORD],
      [/^Confirm Password/, PASSWORD],
    ] as const) {
      const field = page.getByLabel(label);
      await field.pressSequentially(text);
      await expectLabelAboveText(field);
    }
    const mailsBefore = site.mail.mails.length;
    await page.keyboard.press('Enter');
    expect(await appRuns(page)).toBe(false);

    await scripts.release();
    await loaded;
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    expect(await site.mail.codeFor(typed, mailsBefore)).toMatch(/^\d{6}$/);
    // The form's state holds what was typed: back to it, every field still says so.
    await page.getByRole('button', { name: 'Back to form' }).click();
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Ada');
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(typed);
  });

  it('the field typed into keeps its text and the focus as the app starts, and typing goes on from there', async () => {
    const { user } = await withPassword(site.testApp);
    const page = await site.newPage();
    const scripts = await holdScripts(page);
    const loaded = page.goto('/login');
    const email = page.getByLabel(/^Email/);
    const half = Math.floor(user.email.length / 2);
    await email.pressSequentially(user.email.slice(0, half));

    await scripts.release();
    await loaded;
    expect(
      await email.evaluate((input) => ({ focused: document.activeElement === input, value: (input as HTMLInputElement).value })),
    ).toEqual({
      focused: true,
      value: user.email.slice(0, half),
    });
    // MUI knows the field is focused: its label is drawn so.
    expect(await email.evaluate((input: HTMLInputElement) => input.labels![0]!.classList.contains('Mui-focused'))).toBe(true);
    await page.keyboard.type(user.email.slice(half));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/customer/dashboard');
  });
});
