import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND, DEMO_REQUEST_RETENTION_MONTHS, EFFECTIVE_DATE, PRIVACY_POLICY_TEXTS, PURCHASE_REQUEST_STATUS_TEXT } from '@voosh/shared';
import { mockApi, publicSettings, renderApp } from '../../../../test/support/render';

const findTitle = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('public text pages', () => {
  beforeEach(() => mockApi());

  it('terms: effective date, payment split, notice, retainer, Jamaican law, 24 hours and the Data Processing Addendum', async () => {
    renderApp('/terms-of-service');
    await findTitle('Terms and Conditions');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`Effective date: ${EFFECTIVE_DATE}`);
    expect(main).toHaveTextContent('50% upfront');
    expect(main).toHaveTextContent('50% on delivery');
    expect(main).toHaveTextContent("14 days' written notice");
    expect(main).toHaveTextContent('billed in advance');
    expect(main).toHaveTextContent('laws of Jamaica');
    expect(main).toHaveTextContent('within 24 hours');
    expect(screen.getByRole('heading', { level: 2, name: 'Data Processing Addendum' })).toBeInTheDocument();
  });

  it('privacy policy has the same effective date', async () => {
    mockApi(publicSettings());
    renderApp('/privacy-policy');
    await findTitle('Privacy Policy');
    expect(await screen.findByText(/^Effective date:/)).toHaveTextContent(`Effective date: ${EFFECTIVE_DATE}`);
  });

  it('privacy policy states the retention periods of the settings in force, not their defaults', async () => {
    mockApi(publicSettings({ erasedRecordsRetentionYears: 10, webhookRetentionDays: 30 }));
    renderApp('/privacy-policy');
    const kept = await screen.findByText(PRIVACY_POLICY_TEXTS.retention(10));
    expect(kept).toHaveTextContent('for 10 years, then delete them');
    expect(screen.getByText(PRIVACY_POLICY_TEXTS.webhooks(30))).toHaveTextContent('kept for 30 days');
    expect(screen.getByRole('main')).toHaveTextContent(`deleted ${DEMO_REQUEST_RETENTION_MONTHS} months after they are sent`);
    expect(screen.getByRole('main')).not.toHaveTextContent('for 6 years');
  });

  it('privacy policy tells a failed load of the settings rather than quoting a period it does not know', async () => {
    mockApi({ 'GET /api/settings/public': { status: 500, body: { error: 'Something went wrong' } } });
    renderApp('/privacy-policy');
    await findTitle('Privacy Policy');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/years, then delete them/);
  });

  it.each([
    ['/case-studies', 'Case Studies'],
    ['/blog', 'Blog'],
    ['/careers', 'Careers'],
    ['/cookie-policy', 'Cookie Policy'],
  ])('%s is a Coming Soon placeholder with Back to Home', async (path, title) => {
    renderApp(path);
    await findTitle(title);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("what's next explains the statuses and links onwards", async () => {
    renderApp('/whats-next');
    await findTitle("What's Next?");
    const glossary = screen.getByRole('table', { name: 'Order statuses' });
    for (const text of Object.values(PURCHASE_REQUEST_STATUS_TEXT)) expect(within(glossary).getByText(text)).toBeInTheDocument();
    for (const path of ['/customer/browse', '/contact', '/terms-of-service', '/privacy-policy']) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === path)).toBe(true);
    }
    expect(screen.getByRole('main')).toHaveTextContent('50% deposit');
    expect(screen.getByRole('main')).toHaveTextContent('Implementation: cloud vs local');
  });

  it('about: founded 2025, 10+ Tasks Automated, and Back goes home when there is no history', async () => {
    renderApp('/about');
    await findTitle(`About ${BRAND}`);
    expect(screen.getByText('2025')).toBeInTheDocument();
    expect(screen.getByText('10+ Tasks Automated')).toBeInTheDocument();
    expect(screen.getByText('Founder & CEO')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    // The home page's modules compile on first use: allow the navigation time.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 15_000 });
  });

  it(`levels: "${BRAND} Levels", Coming Soon`, async () => {
    renderApp('/pricing');
    await findTitle(`${BRAND} Levels`);
    expect(screen.getAllByText('Coming Soon').length).toBeGreaterThan(0);
  });
});
