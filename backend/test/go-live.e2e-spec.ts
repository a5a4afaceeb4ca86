import { DEFAULT_BANK_DETAILS, DEFAULT_COMPANY_DETAILS, GO_LIVE_ITEMS, GO_LIVE_TEXTS, type GoLiveItem } from '@voosh/shared';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GoLiveDismissal } from '../src/go-live/entities/go-live-dismissal.entity';
import { FIRST_ADMIN_PASSWORD_FILE } from '../src/users/users.service';
import { matrixActors } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { withAppAndActors } from './support/app-fixture';
import { TEST_BANK_DETAILS } from './support/commerce';
import { instancesOf } from './support/nginx-proxy';
import { createPaymentsTestApp, type PaymentsTestApp } from './support/payments';
import type { TestApp } from './support/test-app';

interface Checklist {
  items: { item: GoLiveItem; done: boolean; dismissed: boolean }[];
}

const OWN_COMPANY = {
  name: 'Blue Mountain Automation Ltd',
  address: '12 Hope Road\nKingston 10, Jamaica',
  email: 'billing@bluemountain.example',
  phone: '+1 (876) 555-0199',
  taxId: '',
};

/** Each item's `done`, by item. */
const doneOf = ({ items }: Checklist) => Object.fromEntries(items.map(({ item, done }) => [item, done]));
const checklistOf = async (t: TestApp, auth: Record<string, string>) =>
  (await t.http.get('/api/admin/go-live').set(auth).expect(200)).body as Checklist;

describe('The go-live checklist, out of the box (no SMTP, no Stripe keys)', () => {
  let t: TestApp;
  let actors: MatrixActors;
  withAppAndActors((app, made) => ([t, actors] = [app, made]));
  const checklist = () => checklistOf(t, actors.admin.auth);
  const put = (body: object) => t.http.put('/api/admin/settings').set(actors.admin.auth).send(body).expect(200);

  it('lists every item, in order, each to do but the password file the app did not write (ADMIN_PASSWORD given)', async () => {
    const { items } = await checklist();
    expect(items.map(({ item }) => item)).toEqual([...GO_LIVE_ITEMS]);
    expect(doneOf({ items })).toEqual({
      companyDetails: false,
      bankDetails: false,
      outgoingMail: false,
      cardPayments: false,
      firstAdminPasswordFile: true,
    });
  });

  it("reports the first admin's password file while it is in the data directory", async () => {
    // Each instance's own data directory (two behind nginx): the file as the first start would have left it.
    const files = instancesOf(t).map((instance) => join(instance.dataDir, FIRST_ADMIN_PASSWORD_FILE));
    for (const file of files) writeFileSync(file, 'generated-password\n', { mode: 0o600 });
    try {
      expect(doneOf(await checklist()).firstAdminPasswordFile).toBe(false);
    } finally {
      for (const file of files) rmSync(file);
    }
    expect(doneOf(await checklist()).firstAdminPasswordFile).toBe(true);
  });

  it("counts the company details done once the name, address, e-mail and phone are the company's own", async () => {
    try {
      await put({ companyDetails: { ...DEFAULT_COMPANY_DETAILS, name: OWN_COMPANY.name } });
      expect(doneOf(await checklist()).companyDetails).toBe(false);
      await put({ companyDetails: OWN_COMPANY });
      expect(doneOf(await checklist()).companyDetails).toBe(true);
    } finally {
      await put({ companyDetails: DEFAULT_COMPANY_DETAILS });
    }
  });

  it('counts the bank details done once set (cards off: they are the only way to pay)', async () => {
    try {
      await put({ bankDetails: TEST_BANK_DETAILS });
      expect(doneOf(await checklist()).bankDetails).toBe(true);
    } finally {
      await put({ bankDetails: DEFAULT_BANK_DETAILS });
    }
    expect(doneOf(await checklist()).bankDetails).toBe(false);
  });

  it('keeps outgoing mail to do with an SMTP server while MAIL_FROM is still the local default sender', async () => {
    try {
      await put({ emailConfig: { smtpServer: 'smtp.example.com', smtpPort: 587, username: '', password: '' } });
      expect(doneOf(await checklist()).outgoingMail).toBe(false);
    } finally {
      await put({ emailConfig: { smtpServer: '', smtpPort: 587, username: '', password: '' } });
    }
  });

  it('keeps a dismissed item hidden for every admin, done or not, with who dismissed it', async () => {
    const { admin } = actors;
    const { body } = await t.http.post('/api/admin/go-live/cardPayments/dismiss').set(admin.auth).expect(200);
    expect((body as Checklist).items.find(({ item }) => item === 'cardPayments')).toEqual({
      item: 'cardPayments',
      done: false,
      dismissed: true,
    });
    // Again: the first dismissal stands.
    await t.http.post('/api/admin/go-live/cardPayments/dismiss').set(admin.auth).expect(200);
    const other = (await matrixActors(t)).admin;
    const seen = await checklistOf(t, other.auth);
    expect(seen.items.filter(({ dismissed }) => dismissed).map(({ item }) => item)).toEqual(['cardPayments']);
    expect(await t.em().find(GoLiveDismissal, {})).toEqual([
      expect.objectContaining({ item: 'cardPayments', dismissedByEmail: admin.user.email }),
    ]);
  });

  it('answers 400 for an unknown item, 401 without a session and 403 for a customer', async () => {
    const unknown = await t.http.post('/api/admin/go-live/newsletter/dismiss').set(actors.admin.auth).expect(400);
    expect(unknown.body.error).toBe(GO_LIVE_TEXTS.unknownItem);
    await t.http.get('/api/admin/go-live').expect(401);
    await t.http.post('/api/admin/go-live/companyDetails/dismiss').expect(401);
    await t.http.get('/api/admin/go-live').set(actors.customerA.auth).expect(403);
    await t.http.post('/api/admin/go-live/companyDetails/dismiss').set(actors.customerA.auth).expect(403);
    expect((await checklist()).items.find(({ item }) => item === 'companyDetails')!.dismissed).toBe(false);
  });
});

describe('The go-live checklist with Stripe keys, SMTP and a sender of its own', () => {
  let p: PaymentsTestApp;
  beforeAll(async () => {
    p = await createPaymentsTestApp({ MAIL_FROM: 'Blue Mountain Automation <billing@bluemountain.example>' });
  });
  afterAll(() => p.close());

  it('counts card payments and outgoing mail done, and bank details not needed while cards are on', async () => {
    const { admin } = await matrixActors(p.t);
    expect(doneOf(await checklistOf(p.t, admin.auth))).toEqual({
      companyDetails: false,
      bankDetails: true,
      outgoingMail: true,
      cardPayments: true,
      firstAdminPasswordFile: true,
    });
  });
});
