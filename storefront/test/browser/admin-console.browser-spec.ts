import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { depositCents, formatUsd, MESSAGES, SESSION_STORAGE_KEY, statusLabel } from '@voosh/shared';
import { bearer, PASSWORD, sessionFor, uniqueEmail, withPassword } from '@voosh/test-support/accounts';
import { enrolApp } from '@voosh/test-support/authenticator';
import { stopTheClock } from '@voosh/test-support/stopped-clock';
import { SNAPFORM } from '@voosh/test-support/commerce';
import { insertPurchaseRequest, snapFormItem } from '@voosh/test-support/commerce-rows';
import { eventually } from '@voosh/test-support/eventually';
import { startWebhookReceiver } from '@voosh/test-support/webhook-receiver';
import { Webhook } from 'standardwebhooks';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlanCharge } from '../../../backend/src/plans/entities/plan-charge.entity';
import { PlanInvoicingService } from '../../../backend/src/plans/plan-invoicing.service';
import {
  expectNoAxeViolations,
  objectAttributes,
  PAGE_WALK_TIMEOUT_MS,
  saveScreenshot,
  signedInCustomerPage,
  type Site,
  storeSessionInPage,
  TEST_ADMIN,
  useSite,
  watchApiCalls,
} from './support/site';

/** Texts of the console (admin/src) that the spec does not quote. */
const CONSOLE = {
  welcome: 'Welcome to the VOOSH admin console',
  profileMenu: 'Profile menu',
  recordPayment: 'Record offline payment',
  paymentRecorded: 'Payment recorded',
  exportCsv: 'Export CSV',
  maintenance: "We'll be right back",
  authenticatorRemoved: "Authenticator removed: the user's sessions have ended and they have been e-mailed",
  sendTestEmail: 'Send test e-mail',
};

type Auth = Record<string, string>;
interface Session {
  token: string;
  user: { id: number; email: string; role: 'ADMIN' | 'CUSTOMER' };
}

/** Signs in over the API (as the storefront's /login does) and answers the session. */
async function signIn(site: Site, email: string, password: string): Promise<Session> {
  const { body } = await site.http.post('/api/auth/login').send({ email, password }).expect(200);
  return body as Session;
}

/** A page of the console signed in as `session`, on `path` (`width`: a viewport that wide from the start). */
async function consolePage(
  site: Site,
  session: Session,
  path = '/admin/dashboard',
  { width, ...options }: Parameters<Site['newPage']>[0] & { width?: number } = {},
): Promise<Page> {
  const page = await site.newPage(options);
  if (width) await page.setViewportSize({ width, height: 800 });
  await page.goto('/');
  await storeSessionInPage(page, {
    token: session.token,
    user: { id: session.user.id, email: session.user.email, role: session.user.role },
  });
  await page.goto(path);
  return page;
}

/** A purchase request submitted by a new customer from a product page, as the storefront sends it. */
async function submittedRequest(site: Site, productName = SNAPFORM.name, customer?: Awaited<ReturnType<typeof sessionFor>>) {
  customer ??= await sessionFor(site.testApp);
  const { body } = await site.http
    .post('/api/purchase-requests')
    .set(customer.auth)
    .send({ productName, quantity: 1, status: 'submitted', productType: 'arm' })
    .expect(201);
  return { customer, request: body as { id: number; totalCents: number } };
}

/** A submitted request that an admin approved (it accepts a deposit or a full payment). */
async function approvedRequest(site: Site) {
  const submitted = await submittedRequest(site);
  await site.http
    .put(`/api/purchase-requests/${submitted.request.id}`)
    .set(await adminAuth(site))
    .send({ status: 'approved' })
    .expect(200);
  return submitted;
}

async function demoRequest(site: Site, name: string) {
  await site.http
    .post('/api/demo-submissions')
    .send({
      name,
      email: uniqueEmail('demo'),
      company: `${name} Ltd`,
      problemArea: 'sales',
      budget: 'pro',
      meetingTime: 'morning',
      details: 'Leads get lost.',
    })
    .expect(201);
  const { body } = await site.http
    .get('/api/demo-submissions')
    .query({ filter: JSON.stringify({ q: name }) })
    .set(await adminAuth(site))
    .expect(200);
  return body[0] as { id: number; name: string };
}

let cachedAdmin: Session | undefined;
async function adminSession(site: Site): Promise<Session> {
  cachedAdmin ??= await signIn(site, TEST_ADMIN.email, TEST_ADMIN.password);
  return cachedAdmin;
}
const adminAuth = async (site: Site): Promise<Auth> => bearer((await adminSession(site)).token);

/** The options a MUI select offers once opened. */
async function selectOptions(page: Page, label: RegExp): Promise<string[]> {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  return listbox.getByRole('option').allTextContents();
}

async function choose(page: Page, label: RegExp, option: string) {
  await selectOptions(page, label);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Picks a role in the users list's row of `email` (once the search shows that row alone). */
async function chooseRole(page: Page, email: string, role: string) {
  const row = page.getByRole('row').filter({ hasText: email });
  await eventually(async () => expect(await page.getByRole('row').count()).toBe(2));
  await row.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const statText = (page: Page, title: string) => page.getByTestId(`stat-${title}`).textContent();

describe('the admin console in the browser', () => {
  const site = useSite();

  it(
    'signs the admin in at /login, lands on /admin/dashboard with the right counts, and passes axe in both themes',
    async () => {
      await demoRequest(site, 'Grace');
      await demoRequest(site, 'Edsger');
      await submittedRequest(site);
      const { request } = await submittedRequest(site, 'HireWire');
      await site.http
        .put(`/api/purchase-requests/${request.id}`)
        .set(await adminAuth(site))
        .send({ status: 'under_review' })
        .expect(200);

      const page = await site.newPage();
      await page.goto('/login');
      await page.getByLabel(/^Email/).fill(TEST_ADMIN.email);
      await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: CONSOLE.welcome }).waitFor();

      // Two demo requests (both pending), two purchase requests (one submitted, one under review), the admin and two customers.
      await eventually(async () => expect(await statText(page, 'Demo requests')).toBe('2'), { timeoutMs: 10_000 });
      expect(await statText(page, 'Purchase requests')).toBe('2');
      expect(await statText(page, 'Users')).toBe('3');
      expect(await statText(page, 'Analytics')).toBe('$0');
      await page.getByRole('link', { name: 'Pending demo requests: 2' }).waitFor();
      await page.getByRole('link', { name: 'Purchase requests waiting for review: 2' }).waitFor();
      await page.getByRole('link', { name: /^Payments needing review: 0/ }).waitFor();
      await page.getByRole('link', { name: new RegExp(`^Request #${request.id} `) }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      // /admin is the same screen; a stat card leads to its page.
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: CONSOLE.welcome }).waitFor();
      await page.getByRole('link', { name: /^Demo requests/ }).click();
      await page.waitForURL('**/admin/demo-requests**');

      // The profile menu: the e-mail, the role label, Profile, Settings and Log out.
      await page.getByRole('button', { name: `${TEST_ADMIN.email}: ${CONSOLE.profileMenu}` }).click();
      const menu = page.getByRole('menu');
      await menu.getByText(TEST_ADMIN.email).waitFor();
      await menu.getByText('Admin', { exact: true }).waitFor();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile', 'Settings', 'Log out']);
      await menu.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();

      // The dark theme passes axe too.
      const dark = await consolePage(site, await adminSession(site), '/admin/dashboard', { colorScheme: 'dark' });
      await eventually(async () => expect(await statText(dark, 'Demo requests')).toBe('2'), { timeoutMs: 10_000 });
      await dark.waitForLoadState('networkidle');
      await expectNoAxeViolations(dark);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it('sends a visitor to /login and a customer to their dashboard; the mobile side panel opens', async () => {
    const visitor = await site.newPage();
    await visitor.goto('/admin/users');
    await visitor.waitForURL('**/login');

    const { page } = await signedInCustomerPage(site);
    await page.goto('/admin');
    await page.waitForURL('**/customer/dashboard');
    // The customer keeps their session.
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).not.toBeNull();

    const mobile = await consolePage(site, await adminSession(site), '/admin/dashboard', { width: 375 });
    await mobile.getByRole('heading', { level: 1, name: CONSOLE.welcome }).waitFor();
    await mobile.getByRole('button', { name: /Open menu/i }).click();
    await mobile.getByRole('menuitem', { name: 'Settings' }).click();
    await mobile.waitForURL('**/admin/settings');
  });

  it(
    'a demo request moves to contacted with notes (the list has status tabs, search and passes axe)',
    async () => {
      const demo = await demoRequest(site, 'Barbara');
      const page = await consolePage(site, await adminSession(site), '/admin/demo-requests');
      await page.getByRole('tab', { name: /^Pending/ }).click();
      await page.getByPlaceholder('Search name, e-mail or company').fill('Barbara');
      const row = page.getByRole('row', { name: /Barbara/ });
      await row.waitFor();
      await eventually(async () => expect(await page.getByRole('row').count()).toBe(2)); // the header and Barbara's
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      await row.click();
      await page.waitForURL(`**/admin/demo-requests/${demo.id}/show`);
      await page.getByRole('heading', { name: `Demo request #${demo.id}` }).waitFor();
      await page.getByText('Leads get lost.').first().waitFor();
      expect(await objectAttributes(page)).toEqual([]);
      await page.getByRole('radio', { name: 'Contacted' }).check();
      await page.getByLabel('Admin notes').fill('Called on Monday; follow up in two weeks.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(MESSAGES.demoSubmissionUpdated).waitFor();
      const { body } = await site.http
        .get(`/api/demo-submissions/${demo.id}`)
        .set(await adminAuth(site))
        .expect(200);
      expect(body).toMatchObject({ status: 'contacted', adminNotes: 'Called on Monday; follow up in two weeks.' });
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'a purchase request moves submitted → under review → approved with an adjusted amount; a forbidden move is not offered',
    async () => {
      const { request } = await submittedRequest(site);
      const page = await consolePage(site, await adminSession(site), '/admin/purchase-requests');
      await page.getByRole('row', { name: new RegExp(`^${request.id} `) }).click();
      await page.waitForURL(`**/admin/purchase-requests/${request.id}`);
      await page.getByRole('heading', { name: `Request #${request.id}` }).waitFor();
      await page
        .getByRole('list', { name: 'Timeline' })
        .getByText(/^Request submitted/)
        .waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      const offered = await selectOptions(page, /^Status/);
      expect(offered).toEqual(['Submitted (current)', 'Under Review', 'Approved', 'Denied']);
      await page.keyboard.press('Escape');
      await choose(page, /^Status/, 'Under Review');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(MESSAGES.purchaseRequestUpdated).waitFor();
      await page.getByRole('list', { name: 'Timeline' }).getByText('Status changed: Submitted → Under Review').waitFor();

      // Now only approved or denied; submitted, paid, completed and the others are never offered.
      expect(await selectOptions(page, /^Status/)).toEqual(['Under Review (current)', 'Approved', 'Denied']);
      await page.getByRole('option', { name: 'Approved', exact: true }).click();
      await page.getByLabel(/^Adjusted amount/).fill('450.505');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Use at most two decimals (cents)').waitFor();
      await page.getByLabel(/^Adjusted amount/).fill('450.50');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(MESSAGES.purchaseRequestUpdated).first().waitFor();
      await page.getByRole('list', { name: 'Timeline' }).getByText('Status changed: Under Review → Approved').waitFor();

      const { body } = await site.http
        .get(`/api/purchase-requests/${request.id}`)
        .set(await adminAuth(site))
        .expect(200);
      expect(body).toMatchObject({ status: 'approved', adminAdjustedAmount: '450.50', allowedNextStatuses: ['payment_due', 'denied'] });
      expect(await selectOptions(page, /^Status/)).toEqual(['Approved (current)', 'Payment Due', 'Denied']);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it("an invoice plan's overdue month is recorded as paid from the plans page, and the plan is paused from its own page", async () => {
    const { customer, request } = await approvedRequest(site);
    const admin = await adminAuth(site);
    await site.http.post(`/api/purchase-requests/${request.id}/payments`).set(admin).send({ kind: 'full', method: 'cash' }).expect(201);
    for (const status of ['in_progress', 'completed']) {
      await site.http.put(`/api/purchase-requests/${request.id}`).set(admin).send({ status }).expect(200);
    }
    const [plan] = (await site.http.get('/api/plans').set(customer.auth).expect(200)).body;
    // A month later, the month is invoiced; past its due date it is overdue.
    await site.testApp.app.get(PlanInvoicingService).invoiceDue(new Date(Date.parse(plan.nextChargeAt) + 60_000));
    await site.testApp.app
      .get(EntityManager)
      .fork()
      .nativeUpdate(PlanCharge, { plan: plan.id }, { dueAt: new Date(Date.now() - 60_000) });

    const page = await consolePage(site, await adminSession(site), '/admin/plans');
    const overdue = page.getByRole('list', { name: 'Overdue monthly invoices' });
    const month = overdue.getByRole('listitem').filter({ hasText: `Plan #${plan.id}:` });
    // Each overdue month links to its plan's page.
    expect(await month.getByRole('link').getAttribute('href')).toBe(`/admin/plans/${plan.id}/show`);
    // The list filtered to the plans with an overdue month, by the list's own filter.
    await page.getByRole('button', { name: 'Show their plans' }).click();
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').overdue === true);
    await page.getByRole('link', { name: `Request #${request.id}`, exact: true }).waitFor();
    await month.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Reference/).fill('NCB 9001');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText('Monthly payment recorded', { exact: true }).waitFor();
    await month.waitFor({ state: 'detached' });
    const { body: paid } = await site.http.get(`/api/admin/plans/${plan.id}`).set(admin).expect(200);
    expect(paid.charges[0]).toMatchObject({ status: 'paid', method: 'bank_transfer', reference: 'NCB 9001' });

    await page.goto(`/admin/plans/${plan.id}/show`);
    await page.getByRole('heading', { name: `Plan #${plan.id}` }).waitFor();
    await page.getByRole('table', { name: 'Months' }).getByText('NCB 9001', { exact: false }).waitFor();
    expect(await objectAttributes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByText('Plan paused', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    expect((await site.http.get(`/api/admin/plans/${plan.id}`).set(admin).expect(200)).body.status).toBe('paused');
    await expectNoAxeViolations(page);
  });

  it(
    'an offline deposit is checked, recorded, and the request is paid with the right balance; a refund is checked too',
    async () => {
      const { request } = await approvedRequest(site);
      const deposit = depositCents(request.totalCents);
      const page = await consolePage(site, await adminSession(site), `/admin/purchase-requests/${request.id}`);
      await page.getByRole('button', { name: CONSOLE.recordPayment }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: `${CONSOLE.recordPayment} for request #${request.id}` }).waitFor();
      // More than the balance is refused before anything is sent.
      await dialog.getByLabel(/^Amount received/).fill(String(request.totalCents / 100 + 1));
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await dialog.getByText(`Enter at most ${formatUsd(request.totalCents)}`).waitFor();
      expect(
        (
          await site.http
            .get(`/api/purchase-requests/${request.id}/payments`)
            .set(await adminAuth(site))
            .expect(200)
        ).body,
      ).toEqual([]);

      await dialog.getByLabel(/^Amount received/).fill(String(deposit / 100));
      await dialog.getByLabel(/^Reference/).fill('NCB transfer 4471-22');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await page.getByText(CONSOLE.paymentRecorded, { exact: true }).waitFor();
      await page.getByRole('table', { name: 'Payments' }).getByText('NCB transfer 4471-22').waitFor();

      const { body } = await site.http
        .get(`/api/purchase-requests/${request.id}`)
        .set(await adminAuth(site))
        .expect(200);
      expect(body).toMatchObject({ status: 'paid', amountPaid: deposit, balanceDue: request.totalCents - deposit });
      await page
        .getByText(formatUsd(request.totalCents - deposit), { exact: true })
        .first()
        .waitFor();
      await page
        .getByRole('list', { name: 'Timeline' })
        .getByText(/^Payment recorded/)
        .waitFor();

      // A partial refund, checked against what is left before it is sent.
      const [payment] = (
        await site.http
          .get(`/api/purchase-requests/${request.id}/payments`)
          .set(await adminAuth(site))
          .expect(200)
      ).body;
      await page.getByRole('button', { name: `Refund payment #${payment.id}` }).click();
      const refund = page.getByRole('dialog');
      await refund.getByLabel(/^Amount to refund/).fill(String(deposit / 100 + 1));
      await refund.getByLabel(/^Reason/).fill('Charged twice by the bank');
      await refund.getByRole('button', { name: 'Refund' }).click();
      await refund.getByText(`Enter at most ${formatUsd(deposit)}`).waitFor();
      await refund.getByLabel(/^Amount to refund/).fill('10');
      await refund.getByRole('button', { name: 'Refund' }).click();
      await page.getByText('Payment refunded', { exact: true }).waitFor();
      const [refunded] = (
        await site.http
          .get(`/api/purchase-requests/${request.id}/payments`)
          .set(await adminAuth(site))
          .expect(200)
      ).body;
      expect(refunded).toMatchObject({ id: payment.id, refundedCents: 1000 });
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'an API key made in the console works once, for its scopes, until it is revoked there; a webhook endpoint made there gets a signed test event',
    async () => {
      const page = await consolePage(site, await adminSession(site), '/admin/api-keys/create');
      await page.getByLabel(/^Name/).fill('Accounting sync');
      await page.getByRole('checkbox', { name: /Read arms and products/ }).check();
      await page.getByLabel(/^Your password/).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Create key' }).click();
      const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
      const secret = (await secretDialog.getByText(/^vk_live_/).textContent())!.trim();
      await secretDialog.getByRole('button', { name: 'I have copied the key' }).click();
      await page.waitForURL(/\/admin\/api-keys(\?.*)?$/);
      await site.http.get('/api/admin/arms').set('X-Api-Key', secret).expect(200);
      expect((await site.http.get('/api/admin/users').set('X-Api-Key', secret).expect(403)).body.type).toBe('missing_scope');

      const row = page.getByRole('row').filter({ hasText: 'Accounting sync' });
      await row.getByRole('button', { name: 'Revoke' }).click();
      const revoke = page.getByRole('dialog');
      await revoke.getByLabel(/^Your password/).fill(TEST_ADMIN.password);
      await revoke.getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('API key revoked: it is refused from its next call').waitFor();
      await site.http.get('/api/admin/arms').set('X-Api-Key', secret).expect(401);

      const receiver = await startWebhookReceiver();
      try {
        await page.goto('/admin/webhook-endpoints/create');
        await page.getByLabel(/^URL/).fill(receiver.url('/console'));
        await page.getByRole('checkbox', { name: /A payment was received/ }).check();
        await page.getByLabel(/^Your password/).fill(TEST_ADMIN.password);
        await page.getByRole('button', { name: 'Create endpoint' }).click();
        const signing = page.getByRole('dialog', { name: 'Signing secret' });
        const signingSecret = (await signing.getByText(/^whsec_/).textContent())!.trim();
        await signing.getByRole('button', { name: /copied/ }).click();
        await page.getByRole('button', { name: 'Send test event' }).click();
        const [received] = await eventually(() => {
          expect(receiver.received).toHaveLength(1);
          return receiver.received;
        });
        expect(new Webhook(signingSecret).verify(received!.body, received!.headers as Record<string, string>)).toMatchObject({
          type: 'webhook.test',
        });
        await page.reload();
        await page
          .getByRole('row')
          .filter({ hasText: 'webhook.test' })
          .getByText(/succeeded/i)
          .waitFor();
      } finally {
        await receiver.close();
      }
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    "a user is created, demoted and deactivated, and that user's session stops working at once",
    async () => {
      const email = uniqueEmail('new-admin');
      const page = await consolePage(site, await adminSession(site), '/admin/users/create');
      await page.getByRole('button', { name: 'Save' }).click();
      expect(await page.getByText(MESSAGES.emailAndPasswordRequired).count()).toBe(2);

      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await choose(page, /^Role/, 'Admin');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Company').fill('Analytical Engines');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(MESSAGES.userCreated).waitFor();
      await page.waitForURL(/\/admin\/users(\?.*)?$/);

      // The new admin works in a console of their own.
      const theirs = await signIn(site, email, PASSWORD);
      expect(theirs.user.role).toBe('ADMIN');
      const theirPage = await consolePage(site, theirs);
      await theirPage.getByRole('heading', { level: 1, name: CONSOLE.welcome }).waitFor();

      // Demoted from the list: their token stops working and their console sends them to /login.
      await page.getByPlaceholder('Search e-mail or name').fill(email);
      await chooseRole(page, email, 'Customer');
      await page.getByText(MESSAGES.userRoleUpdated).waitFor();
      await site.http.get('/api/auth/me').set(bearer(theirs.token)).expect(401);
      await theirPage.goto('/admin/users');
      await theirPage.waitForURL('**/login');
      expect(await theirPage.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();

      // Deactivated: the customer session they sign in to next stops working too.
      const again = await signIn(site, email, PASSWORD);
      await page.getByRole('button', { name: `Deactivate ${email}` }).click();
      await page.getByText(MESSAGES.userStatusUpdated).waitFor();
      await site.http.get('/api/auth/me').set(bearer(again.token)).expect(401);
      await site.http
        .post('/api/auth/login')
        .send({ email, password: PASSWORD })
        .expect((answer) => expect(answer.status).not.toBe(200));

      // One's own account offers no demotion or deactivation (the API refuses both): its row says whose it is.
      await page.getByPlaceholder('Search e-mail or name').fill(TEST_ADMIN.email);
      const own = page.getByRole('row').filter({ hasText: TEST_ADMIN.email });
      await eventually(async () => expect(await page.getByRole('row').count()).toBe(2));
      await own.getByText('Your account').waitFor();
      expect(await own.getByRole('combobox', { name: /^Role/ }).count()).toBe(0);
      expect(await own.getByRole('button', { name: /^Deactivate/ }).count()).toBe(0);
      const me = await site.http
        .get('/api/auth/me')
        .set(await adminAuth(site))
        .expect(200);
      expect(me.body.role ?? me.body.user?.role).toBe('ADMIN');
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it("a customer's lost authenticator is removed on their user page with the admin's own password, and the change is recorded there", async () => {
    const customer = await withPassword(site.testApp);
    // The backend runs in this process: its clock stands still but for the authenticator's steps.
    const clock = stopTheClock();
    try {
      await enrolApp(site.testApp, customer.auth, clock, PASSWORD);
    } finally {
      clock.restore();
    }
    const page = await consolePage(site, await adminSession(site), `/admin/users/${customer.user.id}`);
    const security = page.getByRole('region', { name: 'Sign-in security' });
    await security.getByText('On', { exact: true }).waitFor();
    await security.getByRole('button', { name: 'Remove authenticator' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Your password/).fill(TEST_ADMIN.password);
    await dialog.getByRole('button', { name: 'Remove authenticator' }).click();
    await page.getByText(CONSOLE.authenticatorRemoved).waitFor();
    await security.getByText('Off', { exact: true }).waitFor();
    await security.getByText(/^Authenticator removed, by /).waitFor();
    await site.http.get('/api/auth/me').set(customer.auth).expect(401);
    const { body } = await site.http.post('/api/auth/login').send({ email: customer.user.email, password: PASSWORD }).expect(200);
    expect(body.user.id).toBe(customer.user.id);
  });

  it(
    "maintenance mode toggled in the settings persists after a reload and shows customers the storefront's maintenance page",
    async () => {
      const page = await consolePage(site, await adminSession(site), '/admin/settings');
      const maintenance = page.getByRole('checkbox', { name: 'Maintenance mode' });
      await maintenance.waitFor();
      expect(await maintenance.isChecked()).toBe(false);
      try {
        await maintenance.check();
        await page.getByText(MESSAGES.settingUpdated).waitFor();
        await page.reload();
        await page.getByRole('checkbox', { name: 'Maintenance mode' }).waitFor();
        expect(await page.getByRole('checkbox', { name: 'Maintenance mode' }).isChecked()).toBe(true);

        const { page: customerPage } = await signedInCustomerPage(site);
        await customerPage.goto('/customer/dashboard');
        await customerPage.getByRole('heading', { name: CONSOLE.maintenance }).waitFor();
        // The console itself keeps working for admins.
        await page.goto('/admin/dashboard');
        await page.getByRole('heading', { level: 1, name: CONSOLE.welcome }).waitFor();
      } finally {
        await site.http
          .put('/api/admin/settings')
          .set(await adminAuth(site))
          .send({ maintenanceMode: false })
          .expect(200);
      }
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it('an exchange rate pinned in the settings is the one the shop serves, until it is unpinned', async () => {
    const page = await consolePage(site, await adminSession(site), '/admin/settings');
    const eur = page.getByLabel('Rate for EUR (units per USD)');
    await eur.fill('0.95');
    await page.getByRole('button', { name: 'Pin EUR' }).click();
    await page.getByRole('button', { name: 'Unpin EUR' }).waitFor();
    // Read with a session of its own: the pages of this file, opened from the same address, spend the visitors' per-address budget.
    const rates = async () =>
      (
        await site.http
          .get('/api/currency/rates')
          .set(await adminAuth(site))
          .expect(200)
      ).body;
    expect(await rates()).toMatchObject({ rates: { EUR: 0.95 }, pinned: ['EUR'] });
    await page.getByRole('button', { name: 'Unpin EUR' }).click();
    await page.getByRole('button', { name: 'Unpin EUR' }).waitFor({ state: 'detached' });
    expect((await rates()).pinned).toEqual([]);
  });

  it(
    'the test e-mail reaches the SMTP server; the e-mail form defaults to port 587; a real password change keeps the console signed in',
    async () => {
      const page = await consolePage(site, await adminSession(site), '/admin/settings');
      expect(await page.getByLabel(/^Port/).inputValue()).toBe('587');
      const before = site.mail.mails.length;
      await page.getByRole('button', { name: CONSOLE.sendTestEmail }).click();
      await page.getByText(MESSAGES.testEmailSent, { exact: false }).waitFor();
      await site.mail.waitFor(TEST_ADMIN.email, (mail) => site.mail.mails.indexOf(mail) >= before);

      // A second admin changes their own password (the seeded one keeps theirs for the other tests).
      const email = uniqueEmail('password-admin');
      await site.http
        .post('/api/admin/users')
        .set(await adminAuth(site))
        .send({ email, password: PASSWORD, role: 'ADMIN' })
        .expect(201);
      const theirs = await consolePage(site, await signIn(site, email, PASSWORD), '/admin/settings');
      await theirs.getByLabel(/^Current password/).fill(PASSWORD);
      await theirs.getByLabel(/^New password/).fill('brand-new-password-1');
      await theirs.getByLabel(/^Confirm new password/).fill('brand-new-password-2');
      await theirs.getByRole('button', { name: 'Change password' }).click();
      await theirs.getByText(MESSAGES.newPasswordsDoNotMatch).waitFor();
      await theirs.getByLabel(/^Confirm new password/).fill('brand-new-password-1');
      await theirs.getByRole('button', { name: 'Change password' }).click();
      await theirs.getByText(MESSAGES.passwordChanged).waitFor();
      // The new token was stored: the console still reads the API.
      await theirs.goto('/admin/users');
      await theirs.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).waitFor();
      await site.http.post('/api/auth/login').send({ email, password: 'brand-new-password-1' }).expect(200);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'a CSV export of a filtered list of 2,000 requests has every row',
    async () => {
      const { user } = await sessionFor(site.testApp);
      for (let first = 0; first < 2000; first += 50) {
        await Promise.all(
          Array.from({ length: 50 }, () => insertPurchaseRequest(site.testApp, user, { status: 'in_progress', items: [snapFormItem()] })),
        );
      }
      await insertPurchaseRequest(site.testApp, user, { status: 'completed', items: [snapFormItem()] });

      const page = await consolePage(
        site,
        await adminSession(site),
        `/admin/purchase-requests?filter=${encodeURIComponent(JSON.stringify({ status: ['in_progress'] }))}`,
      );
      await page.getByText('1-25 of 2000').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: CONSOLE.exportCsv }).click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const records = csvRecords(csv);
      expect(records.length).toBe(2001); // the header and every request
      const statusColumn = records[0].indexOf('status');
      // The status as the console shows it, not its code.
      expect(new Set(records.slice(1).map((record) => record[statusColumn]))).toEqual(new Set([statusLabel('in_progress')]));
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'every console page opens on its heading without an error, fits 1280 px and 375 px, and has no attribute valued [object Object]',
    async () => {
      // A payment, so that the payments list has a row to sort; paid in full and completed, so that
      // its monthly plan starts and the plans page shows its list, whatever ran before.
      const { request } = await approvedRequest(site);
      const admin = await adminAuth(site);
      await site.http.post(`/api/purchase-requests/${request.id}/payments`).set(admin).send({ kind: 'full', method: 'cash' }).expect(201);
      for (const status of ['in_progress', 'completed']) {
        await site.http.put(`/api/purchase-requests/${request.id}`).set(admin).send({ status }).expect(200);
      }
      const { body: products } = await site.http
        .get('/api/admin/products')
        .query({ range: '[0,0]' })
        .set(await adminAuth(site))
        .expect(200);
      const { body: arms } = await site.http
        .get('/api/admin/arms')
        .query({ range: '[0,0]' })
        .set(await adminAuth(site))
        .expect(200);
      const { body: endpoint } = await site.http
        .post('/api/admin/webhook-endpoints')
        .set(await adminAuth(site))
        .send({ url: 'http://localhost:9/pages', eventTypes: ['payment.succeeded'], currentPassword: TEST_ADMIN.password })
        .expect(201);
      const session = await adminSession(site);
      const page = await consolePage(site, session);
      const pages: [string, string | RegExp][] = [
        ['/admin/dashboard', CONSOLE.welcome],
        ['/admin/demo-requests', 'Demo requests'],
        ['/admin/purchase-requests', 'Purchase requests'],
        [`/admin/purchase-requests/${request.id}`, `Request #${request.id}`],
        ['/admin/payments', 'Payments'],
        ['/admin/plans', 'Overdue monthly invoices'],
        ['/admin/users', 'Users'],
        ['/admin/users/create', 'New user'],
        [`/admin/users/${(await sessionFor(site.testApp)).user.id}`, 'Sign-in security'],
        ['/admin/analytics', 'Revenue by arm'],
        ['/admin/products', 'Products'],
        ['/admin/products/create', 'New product'],
        [`/admin/products/${products[0].id}`, 'Product'],
        ['/admin/arms', 'Arms'],
        ['/admin/arms/create', 'New arm'],
        [`/admin/arms/${arms[0].id}`, 'Arm'],
        ['/admin/settings', 'E-mail configuration'],
        ['/admin/profile', 'Profile details'],
        ['/admin/api-keys', 'API keys'],
        ['/admin/api-keys/create', 'New API key'],
        ['/admin/webhook-endpoints', 'Webhooks'],
        ['/admin/webhook-endpoints/create', 'New webhook endpoint'],
        [`/admin/webhook-endpoints/${endpoint.id}/show`, 'http://localhost:9/pages'],
        [`/admin/webhook-endpoints/${endpoint.id}`, 'Edit webhook endpoint'],
      ];
      // Columns sort on the server by the API's own fields.
      for (const [path, column, field] of [
        ['/admin/purchase-requests', 'Customer', 'customerName'],
        ['/admin/payments', 'Amount', 'amountCents'],
        ['/admin/users', 'Company', 'company'],
      ]) {
        await page.goto(path);
        await page.getByRole('columnheader', { name: column }).getByRole('button').waitFor();
        const [answer] = await Promise.all([
          page.waitForResponse((response) => decodeURIComponent(response.url()).includes(`sort=["${field}","ASC"]`)),
          page.getByRole('columnheader', { name: column }).getByRole('button').click(),
        ]);
        expect({ path, field, status: answer.status() }).toEqual({ path, field, status: 200 });
      }
      // Each width in a page of its own, the two walked side by side: every page is loaded at that width.
      const walkAt = async (width: number, page: Page) => {
        await page.setViewportSize({ width, height: 900 });
        const apiCallsSettled = watchApiCalls(page);
        for (const [path, text] of pages) {
          await page.goto(path);
          await page.getByText(text, { exact: true }).first().waitFor();
          await apiCallsSettled();
          await saveScreenshot(page, `admin-${path}-${width}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
          // No object prop reached the DOM (react-admin 5.15 on MUI 9 leaks its input props: docs/architecture.md).
          expect({ path, width, leaked: await objectAttributes(page) }).toEqual({ path, width, leaked: [] });
        }
      };
      await Promise.all([walkAt(1280, page), walkAt(375, await consolePage(site, session))]);
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  it(
    'a product is renamed and archived from its edit page (the whole record goes back to the API)',
    async () => {
      const { body: created } = await site.http
        .post('/api/admin/products')
        .set(await adminAuth(site))
        .send({
          armId: 1,
          name: 'LedgerBot',
          description: 'Books every invoice.',
          setupCents: 30000,
          monthlyCents: 9900,
          features: ['Invoices'],
        })
        .expect(201);
      const page = await consolePage(site, await adminSession(site), `/admin/products/${created.id}`);
      await page.getByLabel(/^Name/).fill('LedgerBot Pro');
      await page.getByLabel(/^Setup price/).fill('320.50');
      await page.getByLabel(/^Archived/).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL('**/admin/products');
      const { body } = await site.http
        .get(`/api/admin/products/${created.id}`)
        .set(await adminAuth(site))
        .expect(200);
      expect(body).toMatchObject({ name: 'LedgerBot Pro', setupCents: 32050, monthlyCents: 9900, archived: true });
    },
    PAGE_WALK_TIMEOUT_MS,
  );

  /** The dashboard, open, with its figures loaded; answers the figure of the stat card `title`. */
  async function openDashboard(title: string) {
    const page = await consolePage(site, await adminSession(site));
    await page.getByRole('heading', { level: 1, name: CONSOLE.welcome }).waitFor();
    await eventually(async () => expect(await statText(page, title)).toMatch(/^\d+$/), { timeoutMs: 10_000 });
    // The console marks <html data-live> once its live stream is open.
    await page.locator('html[data-live="connected"]').waitFor({ state: 'attached' });
    return { page, count: Number(await statText(page, title)) };
  }

  it('a demo request made on the site appears on the open dashboard within 5 s, with a notification', async () => {
    const { page, count } = await openDashboard('Demo requests');
    const submittedAt = Date.now();
    await demoRequest(site, 'Margaret');
    await eventually(async () => expect(await statText(page, 'Demo requests')).toBe(String(count + 1)), { timeoutMs: 5000 });
    expect(Date.now() - submittedAt).toBeLessThan(5000);
    await page.getByText('New demo request from Margaret (Margaret Ltd)').waitFor();
    await page
      .getByRole('list', { name: 'Latest demo requests' })
      .getByText(/^Margaret ·/)
      .waitFor();
  });

  it('a request submitted by a customer appears on the open dashboard within 5 s, with a notification', async () => {
    const { page, count } = await openDashboard('Purchase requests');
    const customer = await sessionFor(site.testApp);
    const submittedAt = Date.now();
    const { request } = await submittedRequest(site, 'OnboardAI', customer);
    await page.getByRole('link', { name: new RegExp(`^Request #${request.id} `) }).waitFor({ timeout: 5000 });
    // The latest list and the count are two queries refreshed by the same event: either may land first.
    await eventually(async () => expect(Number(await statText(page, 'Purchase requests'))).toBe(count + 1), { timeoutMs: 5000 });
    expect(Date.now() - submittedAt).toBeLessThan(5000);
    await page.getByText(new RegExp(`^New purchase request #${request.id} from`)).waitFor();
  });
});

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}
