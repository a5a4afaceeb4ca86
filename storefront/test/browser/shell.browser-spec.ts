import { CURRENCY_STORAGE_KEY, FALLBACK_RATES, formatDisplayPrice, THEME_STORAGE_KEY } from '@voosh/shared';
import type { Page } from 'playwright-core';
import { sessionFor } from '@voosh/test-support/accounts';
import { MENU_LINKS } from '../support/menus';
import { expectNoAxeViolations, storeSessionInPage, useSite } from './support/site';

async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Site' });
  await nav.waitFor();
  const links = await nav.getByRole('link').all();
  const texts = await Promise.all(links.map(async (link) => `${await link.innerText()} ${await link.getAttribute('href')}`));
  await page.keyboard.press('Escape');
  await nav.waitFor({ state: 'hidden' });
  return texts;
}

describe('site shell in the browser', () => {
  const site = useSite();

  async function signedInPage(role: 'CUSTOMER' | 'ADMIN'): Promise<Page> {
    const { user, token } = await sessionFor(site.testApp, role);
    const page = await site.newPage();
    await page.goto('/about');
    await storeSessionInPage(page, { token, user: { id: user.id, email: user.email, role } });
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    return page;
  }

  it('shows each role its menu', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/');
    await visitor.getByRole('link', { name: 'Sign Up' }).waitFor();
    expect(await menuLinks(visitor)).toEqual(MENU_LINKS.visitor);

    const customer = await signedInPage('CUSTOMER');
    expect(await menuLinks(customer)).toEqual(MENU_LINKS.CUSTOMER);
    expect(await customer.getByRole('link', { name: 'VOOSH home' }).getAttribute('href')).toBe('/customer/dashboard');

    const admin = await signedInPage('ADMIN');
    expect(await menuLinks(admin)).toEqual(MENU_LINKS.ADMIN);
  });

  it('the menu and the account menu work from the keyboard', async () => {
    const page = await signedInPage('CUSTOMER');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Site' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Settings');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/customer/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it('keeps the chosen theme across a reload', async () => {
    const page = await site.newPage({ colorScheme: 'light' });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate(() => Array.from(document.documentElement.classList))).toEqual(['dark']);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);
  });

  it('a currency change updates the prices and is kept across a reload', async () => {
    const live = await site.http.get('/api/currency/rates');
    const jmdRate = live.status === 200 && typeof live.body?.rates?.JMD === 'number' ? live.body.rates.JMD : FALLBACK_RATES.JMD;
    const perNode = formatDisplayPrice(5000, 'JMD', { ...FALLBACK_RATES, JMD: jmdRate });
    const page = await site.newPage();
    await page.goto('/pricing-plans');
    await page.getByText('$50', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /JMD/ }).click();
    await page.keyboard.press('Escape');
    await page.getByText(perNode, { exact: true }).first().waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe('JMD');
    await page.reload();
    await page.getByText(perNode, { exact: true }).first().waitFor();
  });
});
