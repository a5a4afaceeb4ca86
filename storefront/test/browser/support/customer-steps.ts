import type { Page } from 'playwright-core';
import type { CurrencyCode, PaymentKind } from '@voosh/shared';

/** Steps a customer takes in the browser, shared by the browser tests. */

/** /login filled with `email` and `password`, and sent. */
export async function signInOnLoginPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The sign-up form of /signup, filled as Ada Lovelace with `email`, and sent. */
export async function fillSignupForm(page: Page, email: string) {
  await page.getByLabel(/^First Name/).fill('Ada');
  await page.getByLabel(/^Last Name/).fill('Lovelace');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Company/).fill('Analytical Engines');
  await page.getByLabel(/^Password/).fill('correct-horse-1');
  await page.getByLabel(/^Confirm Password/).fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Chooses a display currency in the picker of the menu. */
export async function chooseCurrency(page: Page, code: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: new RegExp(`^\\S+ ${code} `) }).click();
  await page.keyboard.press('Escape');
}

/** Opens a pay button's page and answers its intent (the server's figures). */
export async function openPayment(page: Page, requestId: number, button: string) {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent')),
    page
      .getByRole('article', { name: `Request #${requestId}` })
      .getByRole('link', { name: button })
      .click(),
  ]);
  expect(answer.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Secure Payment' }).waitFor();
  return (await answer.json()) as {
    amount: number;
    amountUsdCents: number;
    currency: CurrencyCode;
    paymentType: PaymentKind;
    paymentId: number;
  };
}
