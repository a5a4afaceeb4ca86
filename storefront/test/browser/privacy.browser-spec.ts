import { readFile } from 'node:fs/promises';
import { DATA_EXPORT_TEXTS, ERASURE_TEXTS, MESSAGES } from '@voosh/shared';
import { PASSWORD, withPassword } from '@voosh/test-support/accounts';
import { plainTextOf } from '@voosh/test-support/mime';
import { strFromU8, unzipSync } from 'fflate';
import { useSite } from './support/site';
import { signInOnLoginPage } from './support/customer-steps';

/** A customer's rights over their data, in the browser: a copy of it, then the account erased. */
describe('privacy self-service in the browser', () => {
  const site = useSite();

  it('downloads a copy of their data from the profile and from the e-mailed link, then deletes the account', async () => {
    const customer = await withPassword(site.testApp);
    const page = await site.newPage();
    const signIn = () => signInOnLoginPage(page, customer.user.email, PASSWORD);
    await signIn();
    await page.waitForURL('**/customer/dashboard');
    await page.goto('/customer/profile');

    // Asked for on the profile: being prepared, then ready (the section asks again by itself).
    const yourData = page.getByRole('region', { name: DATA_EXPORT_TEXTS.pageTitle });
    await yourData.getByRole('button', { name: DATA_EXPORT_TEXTS.button }).click();
    await page.getByText(DATA_EXPORT_TEXTS.requestedText).waitFor();
    const download = yourData.getByRole('button', { name: DATA_EXPORT_TEXTS.download });
    await download.waitFor({ timeout: 30_000 });
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toMatch(/^voosh-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await saved.path())));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'profile.json', 'purchase-requests.json']));
    expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ id: customer.user.id, email: customer.user.email });

    // The e-mailed link opens its page; this sign-in has had its one download.
    const mail = await site.mail.waitFor(customer.user.email, (candidate) =>
      plainTextOf(candidate.raw).includes('/customer/profile/data-exports/'),
    );
    const link = /https?:\/\/\S+\/customer\/profile\/data-exports\/[\w-]+/.exec(plainTextOf(mail.raw))![0];
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { level: 1, name: DATA_EXPORT_TEXTS.pageTitle }).waitFor();
    await page.getByRole('button', { name: DATA_EXPORT_TEXTS.download }).click();
    await page.getByText(DATA_EXPORT_TEXTS.downloadedThisSession).waitFor();

    // Deleting the account: the password again, then signed out for good.
    await page.goto('/customer/profile');
    await page.getByRole('region', { name: ERASURE_TEXTS.title }).getByRole('button', { name: ERASURE_TEXTS.button }).click();
    const dialog = page.getByRole('dialog', { name: ERASURE_TEXTS.title });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: ERASURE_TEXTS.confirm }).click();
    await page.waitForURL('**/login');
    await page.getByText(ERASURE_TEXTS.doneText).waitFor();
    await signIn();
    await page.getByText(MESSAGES.incorrectCredentials).waitFor();
    const [row] = await site.testApp
      .em()
      .execute('select email, erased_at is not null as erased from users where id = ?', [customer.user.id]);
    expect(row).toEqual({ email: `erased-customer-${customer.user.id}@erased.invalid`, erased: true });
  });
});
