import type { Page } from 'playwright-core';
import { STATEMENT_TITLE } from '@voosh/shared';
import { bearer, sessionFor, uniqueEmail } from '@voosh/test-support/accounts';
import { plainTextOf } from '@voosh/test-support/mime';
import { outboxSettled } from '@voosh/test-support/outbox';
import { InvoiceRemindersService } from '../../../backend/src/documents/invoice-reminders.service';
import { companyWith } from '@voosh/test-support/companies';
import { deliver, signedEvent } from '@voosh/test-support/payments';
import type { StubIntent } from '@voosh/test-support/stripe-stub';
import { openPayment } from './support/customer-steps';
import { PAGE_WALK_TIMEOUT_MS, signedInCustomerPage, type Site, storeSessionInPage, useSite } from './support/site';
import { answerStripeConfirmations, intentIdOf, stripeJsStandIn, useSiteWithStripe } from './support/stripe';

type Session = Awaited<ReturnType<typeof sessionFor>>;
const DAY_MS = 86_400_000;

/** A page of the site signed in as `session` (a customer or staff), on `path`. */
async function pageAs(site: Site, session: Session, path: string, options?: Parameters<Site['newPage']>[0]): Promise<Page> {
  const page = await site.newPage(options);
  await page.goto('/');
  await storeSessionInPage(page, {
    token: session.token,
    user: { id: session.user.id, email: session.user.email, role: session.user.role },
  });
  await page.goto(path);
  return page;
}

/** The owner invites `email` in `role` from the Profile's company card; answers the /join link of the mail it was sent. */
async function invite(site: Site, owner: Page, email: string, role: string): Promise<string> {
  const form = owner.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel(/Their e-mail address/).fill(email);
  await form.getByRole('combobox').click();
  await owner.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText(`Invitation sent to ${email}`).waitFor();
  const mail = await site.mail.waitFor(email, (candidate) => plainTextOf(candidate.raw).includes('/join#'));
  return /\/join#[\w-]+/.exec(plainTextOf(mail.raw))![0];
}

/** A new account for `email` accepts the invitation at `link` in the browser; answers its session. */
async function join(site: Site, email: string, link: string, company: string): Promise<Session> {
  const member = await sessionFor(site.testApp, 'CUSTOMER', { email });
  const page = await pageAs(site, member, link);
  await page.getByRole('button', { name: `Join ${company}` }).click();
  await page.waitForURL('**/customer/profile');
  await page.close();
  return member;
}

describe('company accounts in the browser: members, approvals, PO numbers, terms, reminders and the statement (cards off)', () => {
  const site = useSite();

  it(
    "an owner invites a buyer and an approver; the buyer's large request waits, is approved, reaches the console with its PO number, is paid and is on the statement; its net-30 invoice is reminded of once each; a removed member is refused; another company sees none of it",
    async () => {
      const admin = await sessionFor(site.testApp, 'ADMIN');
      const { customer: owner, page: ownerPage } = await signedInCustomerPage(site);
      const { body: company } = await site.http.get('/api/company').set(owner.auth).expect(200);
      await site.http.put(`/api/admin/companies/${company.id}`).set(admin.auth).send({ paymentTermsDays: 30 }).expect(200);

      // The owner sets the approval amount and invites a buyer and an approver, who join from the e-mailed link.
      await ownerPage.goto('/customer/profile');
      const rules = ownerPage.getByRole('form', { name: 'Request rules' });
      await rules.getByLabel(/Approval needed above/).fill('1000');
      await rules.getByRole('button', { name: 'Save rules' }).click();
      await ownerPage.getByText('Request rules saved').waitFor();
      const buyerEmail = uniqueEmail('buyer');
      const approverEmail = uniqueEmail('approver');
      const buyerLink = await invite(site, ownerPage, buyerEmail, 'Buyer');
      const approverLink = await invite(site, ownerPage, approverEmail, 'Approver');
      const buyer = await join(site, buyerEmail, buyerLink, company.name);
      const approver = await join(site, approverEmail, approverLink, company.name);

      // The buyer's request above $1,000 (SnapForm x3: $1,125) waits for the approver, who approves it.
      const { body: placed } = await site.http
        .post('/api/purchase-requests')
        .set(buyer.auth)
        .send({ productName: 'SnapForm', quantity: 3, status: 'submitted', productType: 'arm', poNumber: 'PO-4242' })
        .expect(201);
      const buyerPage = await pageAs(site, buyer, '/customer/requests');
      const buyersCard = buyerPage.getByRole('article', { name: `Request #${placed.id}` });
      await buyersCard.getByText('Waiting for an approver in your company: it reaches us once approved.').waitFor();
      expect(await buyersCard.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      const approverPage = await pageAs(site, approver, '/customer/requests');
      await approverPage
        .getByRole('article', { name: `Request #${placed.id}` })
        .getByRole('button', { name: 'Approve' })
        .click();
      const dialog = approverPage.getByRole('dialog');
      await dialog.getByLabel('Note for the buyer (optional)').fill('Within the Q4 budget');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await approverPage.getByText('Request approved').first().waitFor();

      // It reaches the console, with its PO number.
      const consolePage = await pageAs(site, admin, `/admin/purchase-requests/${placed.id}`);
      await consolePage.getByText('PO-4242').first().waitFor();
      await consolePage.getByText('Approved by the company').first().waitFor();

      // The vendor approves it, takes the deposit, and completes it: the final invoice is due in 30 days.
      for (const status of ['under_review', 'approved']) {
        await site.http.put(`/api/purchase-requests/${placed.id}`).set(admin.auth).send({ status }).expect(200);
      }
      await site.http
        .post(`/api/purchase-requests/${placed.id}/payments`)
        .set(admin.auth)
        .send({ kind: 'deposit', method: 'bank_transfer', reference: 'NCB 1' })
        .expect(201);
      for (const status of ['in_progress', 'completed']) {
        await site.http.put(`/api/purchase-requests/${placed.id}`).set(admin.auth).send({ status }).expect(200);
      }
      const documents = (await site.http.get(`/api/purchase-requests/${placed.id}/documents`).set(owner.auth).expect(200)).body as {
        id: number;
        kind: string;
        paymentKind: string;
        number: string;
        dueDate: string;
      }[];
      const final = documents.find((document) => document.kind === 'invoice' && document.paymentKind === 'final')!;

      // The owner's statement: the deposit's invoice and payment, and the final invoice open.
      await ownerPage.goto('/customer/profile');
      await ownerPage.getByRole('link', { name: 'View statement of account' }).click();
      await ownerPage.getByRole('heading', { level: 1, name: STATEMENT_TITLE }).waitFor();
      const lines = ownerPage.getByRole('table', { name: 'Invoices, payments and refunds' });
      await lines.getByRole('row').filter({ hasText: final.number }).getByText(`Final Payment, due by ${final.dueDate}`).waitFor();
      await lines.getByRole('row').filter({ hasText: 'Payment received' }).waitFor();

      // On a fake clock: reminders 3 days before, on, 7 and 14 days after the due date, each once however often the job runs.
      const reminders = site.testApp.app.get(InvoiceRemindersService);
      for (const day of [-5, -3, -3, -1, 0, 0, 1, 7, 7, 8, 14, 14, 30]) {
        await reminders.remindDue(new Date(Date.parse(final.dueDate) + day * DAY_MS + DAY_MS / 2));
      }
      await outboxSettled(site.testApp);
      const remindersTo = (email: string) =>
        site.mail.mails
          .filter((mail) => mail.to.includes(email))
          .map((mail) => plainTextOf(mail.raw))
          .filter((text) => text.includes(`Invoice ${final.number} to`));
      expect(
        remindersTo(owner.user.email)
          .map((text) => / (is due on \S+|is due today|was due on \S+ and is overdue):/.exec(text)?.[1])
          .sort(),
      ).toEqual(
        [
          // Sent by the outbox, whose mails may reach the server in any order: each once.
          `is due on ${final.dueDate}`,
          'is due today',
          `was due on ${final.dueDate} and is overdue`,
          `was due on ${final.dueDate} and is overdue`,
        ].sort(),
      );
      expect(remindersTo(buyerEmail)).toEqual([]);

      // The owner removes the approver: their next call is refused.
      await ownerPage.goto('/customer/profile');
      await ownerPage
        .getByRole('listitem')
        .filter({ hasText: approverEmail })
        .getByRole('button', { name: /^Remove/ })
        .click();
      await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await ownerPage.getByText('Member removed').waitFor();
      await site.http.get(`/api/purchase-requests/${placed.id}`).set(approver.auth).expect(401);

      // Another company sees none of it.
      const stranger = await sessionFor(site.testApp);
      await site.http.get(`/api/purchase-requests/${placed.id}`).set(stranger.auth).expect(404);
      expect((await site.http.get('/api/company/statement').set(bearer(stranger.token)).expect(200)).body.entries).toEqual([]);
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});

describe('company accounts in the browser, cards on', () => {
  const { site, stripe } = useSiteWithStripe();

  it(
    "a buyer's request is paid by card by the company's finance member, not by the buyer, and the payment is on the statement",
    async () => {
      const admin = await sessionFor(site.testApp, 'ADMIN');
      const {
        members: [buyer, finance],
      } = await companyWith(site.testApp, 'buyer', 'finance');
      const { body: placed } = await site.http
        .post('/api/purchase-requests')
        .set(buyer!.auth)
        .send({ productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm', poNumber: 'PO-77' })
        .expect(201);
      await site.http.put(`/api/purchase-requests/${placed.id}`).set(admin.auth).send({ status: 'approved' }).expect(200);

      // The buyer is told finance pays; no pay button.
      const buyerPage = await pageAs(site, buyer!, '/customer/requests');
      const buyersCard = buyerPage.getByRole('article', { name: `Request #${placed.id}` });
      await buyersCard.getByText('Your company’s finance team or an owner pays this.').waitFor();
      expect(await buyersCard.getByRole('link', { name: /^Pay / }).count()).toBe(0);

      // The finance member pays the deposit by card; Stripe's webhook books it.
      const financePage = await pageAs(site, finance!, '/customer/requests', { stubs: [stripeJsStandIn()] });
      const confirmed: StubIntent[] = [];
      await answerStripeConfirmations(financePage.context(), async ({ clientSecret }) => {
        const intent = stripe.settle(intentIdOf(clientSecret), 'succeeded');
        confirmed.push(intent);
        return { paymentIntent: { id: intent.id, status: 'succeeded' } };
      });
      await openPayment(financePage, placed.id, 'Pay 50% deposit');
      await financePage.getByLabel('Card number').fill('4242 4242 4242 4242');
      await financePage.getByRole('button', { name: /^Pay / }).click();
      await financePage.waitForURL('**/customer/requests**');
      await deliver(site.testApp, signedEvent('payment_intent.succeeded', confirmed[0]!)).expect(200);
      await financePage
        .getByRole('article', { name: `Request #${placed.id}` })
        .getByText('Payment received')
        .waitFor();

      // On the statement: the deposit's invoice, then its payment, the balance back to nothing.
      await financePage.goto('/customer/statement');
      const rows = financePage.getByRole('table', { name: 'Invoices, payments and refunds' }).getByRole('row');
      await rows.filter({ hasText: 'Payment received for' }).waitFor();
      expect(
        (await rows.allTextContents())
          .slice(1)
          .map((row) => (row.includes('Payment received') ? 'payment' : row.includes('Deposit') ? 'invoice' : row)),
      ).toEqual(['invoice', 'payment']);
      await rows
        .filter({ hasText: 'Payment received for' })
        .getByText('#' + placed.id + ' (PO PO-77)')
        .waitFor();
    },
    PAGE_WALK_TIMEOUT_MS,
  );
});
