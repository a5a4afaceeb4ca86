import { sessionFor } from '@voosh/test-support/accounts';
import { TEST_BANK_DETAILS as BANK } from '@voosh/test-support/commerce';
import {
  boxesOverlap,
  expectNoAxeViolations,
  expectToastClearOf,
  PAGE_WALK_TIMEOUT_MS,
  signedInCustomerPage,
  storeSessionInPage,
  useSite,
} from './support/site';
import { approvedAt, whileTaxIsCharged } from './support/customer-steps';

describe('paying by bank transfer with card payments off (the default configuration)', () => {
  const site = useSite();

  it(
    'with no bank details set either, sends the pay button to a page that says whom to contact, not to an error',
    async () => {
      const admin = await sessionFor(site.testApp, 'ADMIN');
      const { customer, page } = await signedInCustomerPage(site);
      const { body: request } = await site.http
        .post('/api/purchase-requests')
        .set(customer.auth)
        .send({ productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm' })
        .expect(201);
      await site.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
      await page.goto('/customer/requests');
      await page
        .getByRole('article', { name: `Request #${request.id}` })
        .getByRole('link', { name: 'Pay 50% deposit' })
        .click();
      const details = page.getByRole('region', { name: 'Send it to' });
      await details.getByText(/Our bank details are not online yet\. Contact us at/).waitFor();
      await details.getByRole('link', { name: 'hello@voosh.com' }).waitFor();
      await page.getByRole('region', { name: 'Amount to send' }).getByText('$187.50').waitFor();
      await page.getByRole('link', { name: 'Back to Requests' }).click();
      await page.waitForURL('**/customer/requests');
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    "takes an approved request from its pay button to the transfer page, the customer's notice to the console's Record payment, and the admin's record to a receipt, every amount to the cent",
    async () => {
      const admin = await sessionFor(site.testApp, 'ADMIN');
      expect((await site.http.get('/api/payments/config').expect(200)).body).toMatchObject({ enabled: false, bankTransfer: false });
      await site.http.put('/api/admin/settings').set(admin.auth).send({ bankDetails: BANK }).expect(200);

      // A request of SnapForm ($375) adjusted to $1,999.99 and approved: its deposit is $1,000, the rest $999.99.
      // On a phone: the toast must stay clear of the tab bar and of the button just pressed.
      const { customer, page } = await signedInCustomerPage(site);
      await page.setViewportSize({ width: 375, height: 800 });
      const { body: request } = await site.http
        .post('/api/purchase-requests')
        .set(customer.auth)
        .send({ productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm' })
        .expect(201);
      await site.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ adminAdjustedAmount: 1999.99 }).expect(200);
      await site.http.put(`/api/purchase-requests/${request.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);
      const [invoice] = (await site.http.get(`/api/purchase-requests/${request.id}/documents`).set(admin.auth).expect(200)).body.filter(
        (document: { kind: string }) => document.kind === 'invoice',
      );

      // The customer's pay button leads to the transfer page, which says what to send where.
      await page.goto('/customer/requests');
      const card = page.getByRole('article', { name: `Request #${request.id}` });
      await card.getByRole('link', { name: 'Pay 50% deposit' }).click();
      await page.waitForURL(`**/customer/transfer?request=${request.id}&type=deposit`);
      await page.getByRole('heading', { level: 1, name: 'Pay by Bank Transfer' }).waitFor();
      const amount = page.getByRole('region', { name: 'Amount to send' });
      await amount.getByText('$1,000').waitFor();
      expect(await page.getByRole('region', { name: 'Payment reference' }).textContent()).toContain(invoice.number);
      const details = page.getByRole('region', { name: 'Send it to' });
      await details.getByText('Account number / IBAN: JM12 3456 7890').waitFor();
      await page.getByRole('button', { name: `Download invoice ${invoice.number}` }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByLabel('Note (optional)').fill('Sent from NCB online banking');
      const sent = page.getByRole('button', { name: 'I have sent the transfer' });
      await sent.scrollIntoViewIfNeeded();
      const sentBox = (await sent.boundingBox())!;
      await sent.click();
      await page.getByText(`You told us you sent this transfer on`).waitFor();
      await expectToastClearOf(page, 'Thank you: we will confirm when it arrives');
      // The notice took the button's place: the toast is clear of the area the button held.
      const toastBox = (await page.getByRole('alert').filter({ hasText: 'Thank you' }).boundingBox())!;
      expect(boxesOverlap(toastBox, sentBox)).toBe(false);
      // Nothing is booked by the notice.
      expect((await site.http.get(`/api/purchase-requests/${request.id}`).set(admin.auth).expect(200)).body).toMatchObject({
        status: 'approved',
        amountPaid: 0,
        balanceDue: 199_999,
      });

      // The console: the notice on the timeline, and the Record payment dialog filled in from it.
      const consolePage = await site.newPage();
      await consolePage.goto('/');
      await storeSessionInPage(consolePage, { token: admin.token, user: { id: admin.user.id, email: admin.user.email, role: 'ADMIN' } });
      await consolePage.goto(`/admin/purchase-requests/${request.id}`);
      await consolePage.getByText('Bank transfer reported by the customer').waitFor();
      await consolePage.getByRole('button', { name: 'Record offline payment' }).click();
      const dialog = consolePage.getByRole('dialog');
      await dialog.getByText(/The customer reported a bank transfer sent on/).waitFor();
      expect(await dialog.getByLabel(/^Reference/).inputValue()).toBe(invoice.number);
      expect(await dialog.getByLabel(/^Amount received/).inputValue()).toBe('1000');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await consolePage.getByText('Payment recorded', { exact: true }).waitFor();
      // The console's figures, to the cent.
      const detail = (label: string) =>
        consolePage.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
      await detail('Amount paid').getByText('$1,000', { exact: true }).waitFor();
      expect(await detail('Amount due').textContent()).toBe('$1,999.99');
      expect(await detail('Balance due').textContent()).toBe('$999.99');
      // At 1280 px the request page's payments table shows every column without scrolling.
      const table = consolePage.getByRole('table', { name: 'Payments' });
      await table.getByText(invoice.number).waitFor();
      expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBe(0);

      // Back on the customer's side: the receipt, and the balance to the cent.
      await page.goto('/customer/requests');
      await card.getByText('$999.99').first().waitFor();
      await card.getByRole('button', { name: 'Documents, payments and timeline' }).click();
      await card.getByRole('button', { name: /^Download PDF: Receipt RCT-/ }).waitFor();
      // At 375 px each document's text wraps beside its download button, not under it.
      for (const item of await card
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Download PDF/ }) })
        .all()) {
        const [text, button] = [
          (await item.locator('.MuiListItemText-root').boundingBox())!,
          (await item.getByRole('button').boundingBox())!,
        ];
        expect(boxesOverlap(text, button)).toBe(false);
      }
      await card.getByText(/Bank transfer reported for the 50% Deposit: \$1,000/).waitFor();
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'with GCT at 15%: the catalogue says prices exclude tax, the request shows its net, GCT and total, and the transfer page what the deposit holds of tax',
    async () => {
      const admin = await sessionFor(site.testApp, 'ADMIN');
      await whileTaxIsCharged(site.http, admin.auth, async () => {
        const visitor = await site.newPage();
        await visitor.goto('/arms/vooshdesk');
        await visitor.getByText('Prices exclude tax: it is added to your quote and invoices where it applies.').waitFor();

        // $1,000 at 15%: $1,150 due, a $575 deposit of which $75 is GCT.
        const { customer, page } = await signedInCustomerPage(site);
        const request = await approvedAt(site.http, customer.auth, admin.auth, 1000);
        await page.goto('/customer/requests');
        const card = page.getByRole('article', { name: `Request #${request.id}` });
        const figure = (label: string) => card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
        await figure('GCT 15%').getByText('$150').waitFor();
        expect(await figure('Net').textContent()).toBe('$1,000');
        expect(await figure('Total').textContent()).toBe('$1,150');
        await card.getByRole('link', { name: 'Pay 50% deposit' }).click();
        const amount = page.getByRole('region', { name: 'Amount to send' });
        await amount.getByText('Includes GCT 15%: $75').waitFor();
        expect(await amount.textContent()).toContain('$575 in US dollars');
        await expectNoAxeViolations(page);
      });
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
