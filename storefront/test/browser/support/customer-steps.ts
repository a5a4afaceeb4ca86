import type { Page } from 'playwright-core';
import { type CurrencyCode, DEFAULT_TAX_SETTINGS, type PaymentKind, type TaxSettings } from '@voosh/shared';
import type TestAgent from 'supertest/lib/agent';

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

/** GCT at 15% for buyers in Jamaica (the vendor's country, so every customer here), as an admin sets it. */
const GCT_15: TaxSettings = {
  ...DEFAULT_TAX_SETTINGS,
  rates: [{ country: 'JM', region: null, name: 'GCT', percent: '15', effectiveFrom: '2026-01-01' }],
};

/** Runs `steps` while the vendor charges GCT at 15%, then takes the rate off again for the file's other tests. */
export async function whileTaxIsCharged(http: TestAgent, adminAuth: Record<string, string>, steps: () => Promise<void>): Promise<void> {
  await http.put('/api/admin/settings').set(adminAuth).send({ taxSettings: GCT_15 }).expect(200);
  try {
    await steps();
  } finally {
    await http.put('/api/admin/settings').set(adminAuth).send({ taxSettings: DEFAULT_TAX_SETTINGS }).expect(200);
  }
}

/** A customer's request of one SnapForm, approved by an admin at `dollars` (through the API). */
export async function approvedAt(
  http: TestAgent,
  customerAuth: Record<string, string>,
  adminAuth: Record<string, string>,
  dollars: number,
) {
  const { body } = await http
    .post('/api/purchase-requests')
    .set(customerAuth)
    .send({ productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm' })
    .expect(201);
  await http.put(`/api/purchase-requests/${body.id}`).set(adminAuth).send({ status: 'approved', adminAdjustedAmount: dollars }).expect(200);
  return body as { id: number };
}
