import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, NAME_MAX, REAUTHENTICATION_MESSAGES, SESSION_STORAGE_KEY } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import type { Account, Profile } from '../api/types';
import { BILLING_TEXTS } from '../components/BillingTaxForm';

const savedProfile: Profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  phone: '+1 876 555 0100',
  industry: 'Manufacturing',
  companySize: '11-50',
  currentTools: 'Spreadsheets',
  billingCountry: null,
  billingRegion: null,
  taxId: null,
  taxExempt: false,
};

const account: Account = {
  id: 7,
  email: 'owner@business.com',
  role: 'CUSTOMER',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  phone: null,
  profilePicture: null,
  isActive: true,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const company = {
  id: 4,
  name: 'Analytical Engines Ltd',
  role: 'buyer',
  permissions: ['requests'],
  members: [
    { userId: 1, email: 'owner@business.com', name: 'Ada Lovelace', role: 'buyer', joinedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 2, email: 'charles@business.com', name: null, role: 'owner', joinedAt: '2026-02-01T00:00:00.000Z' },
  ],
} as const;

async function openProfile(answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(customerSession);
  const fetchMock = mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/profile': { body: savedProfile },
    'GET /api/auth/me': { body: account },
    'GET /api/company': { body: company },
    ...answers,
  });
  renderApp('/customer/profile');
  // The first render compiles the lazy route's modules: allow it time.
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 15_000 });
  await screen.findByRole('form', { name: 'Account Information' });
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

async function replace(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

beforeEach(() => localStorage.clear());

describe('profile page', () => {
  it('shows the company the customer buys for, their role, and its members with theirs', async () => {
    await openProfile();
    const section = await screen.findByRole('region', { name: 'Your Company' });
    expect(await within(section).findByText('Buyer', { selector: 'p' })).toBeInTheDocument();
    const members = within(section).getByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada Lovelaceowner@business.com · YouBuyerLeave company', 'charles@business.comcharles@business.comOwner']);
    // A buyer manages no one: no invitations, no inviting, no roles to change.
    expect(within(section).queryByRole('form', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the profile read-only with the account details', async () => {
    await openProfile();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getAllByText('Analytical Engines Ltd').length).toBeGreaterThan(0);
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Current Tools')).toHaveValue('Spreadsheets');
    expect(field('First Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Account Settings' });
    expect(within(settings).getByText('owner@business.com')).toBeInTheDocument();
    expect(await within(settings).findByText('Verified')).toBeInTheDocument();
    expect(within(settings).getByText('Customer')).toBeInTheDocument();
  });

  it('without a name or company shows the e-mail, the initial and the default label', async () => {
    const blank = { ...savedProfile, firstName: null, lastName: null, company: null };
    await openProfile({ 'GET /api/profile': { body: blank }, 'GET /api/auth/me': { body: { ...account, emailVerified: false } } });
    const page = within(screen.getByRole('main'));
    expect(page.getAllByText('owner@business.com')).toHaveLength(2);
    expect(page.getByText('O')).toBeInTheDocument();
    expect(screen.getByText('No company')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('Edit, change, Save sends the seven fields, says Success! and leaves edit mode', async () => {
    const updated = { ...savedProfile, firstName: 'Augusta', phone: null };
    const fetchMock = await openProfile({ 'PUT /api/profile': { body: updated } });
    await userEvent.click(button('Edit'));
    await replace('First Name', '  Augusta ');
    await replace('Phone', '');
    await userEvent.click(button('Save Changes'));
    expect(await screen.findByText(MESSAGES.profileSavedTitle)).toBeInTheDocument();
    const { billingCountry: _country, billingRegion: _region, taxId: _taxId, taxExempt: _exempt, ...sevenFields } = savedProfile;
    expect(await sentBody(fetchMock, 'PUT', '/api/profile')).toEqual({ ...sevenFields, firstName: 'Augusta', phone: null });
    await waitFor(() => expect(field('First Name')).toHaveAttribute('readonly'));
    expect(field('First Name')).toHaveValue('Augusta');
    expect(screen.getByText('Augusta Lovelace')).toBeInTheDocument();
    expect(button('Edit')).toBeInTheDocument();
  });

  it('Cancel restores the saved values', async () => {
    const fetchMock = await openProfile();
    await userEvent.click(button('Edit'));
    await replace('Company', 'Other Ltd');
    await userEvent.click(button('Cancel'));
    expect(field('Company')).toHaveValue('Analytical Engines Ltd');
    expect(field('Company')).toHaveAttribute('readonly');
    expect(await sentBody(fetchMock, 'PUT', '/api/profile')).toBeUndefined();
  });

  it('refuses a too-long value before sending', async () => {
    const fetchMock = await openProfile();
    await userEvent.click(button('Edit'));
    await userEvent.click(field('Last Name'));
    await userEvent.paste('x'.repeat(NAME_MAX + 1));
    await userEvent.click(button('Save Changes'));
    expect(await screen.findByText(`Last Name must be at most ${NAME_MAX} characters`)).toBeInTheDocument();
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await sentBody(fetchMock, 'PUT', '/api/profile')).toBeUndefined();
  });

  it("a refused save shows the server's text and keeps the edits", async () => {
    await openProfile({ 'PUT /api/profile': { status: 400, body: { error: 'phone must be at most 50 characters' } } });
    await userEvent.click(button('Edit'));
    await replace('Industry', 'Robotics');
    await userEvent.click(button('Save Changes'));
    expect(await screen.findByText('phone must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.errorTitle)).toBeInTheDocument();
    expect(field('Industry')).toHaveValue('Robotics');
    expect(field('Industry')).not.toHaveAttribute('readonly');
    expect(button('Save Changes')).toBeEnabled();
  });

  it('shows the load error when the profile cannot be read', async () => {
    storeSession(customerSession);
    mockApi({ 'GET /api/cart': { body: [] }, 'GET /api/profile': { status: 500, body: { error: 'Database unavailable' } } });
    renderApp('/customer/profile');
    expect(await screen.findByText('Database unavailable', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Account Information' })).not.toBeInTheDocument();
  });

  it('sets up an authenticator app with the password again: QR code, first code, the recovery codes once, then On; renews the codes; turns it off with a code', async () => {
    let enabled = false;
    const fetchMock = await openProfile({
      'GET /api/auth/2fa': () => ({ body: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0, passwordAsked: true } }),
      'POST /api/auth/2fa/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' },
      },
      'POST /api/auth/2fa/enable': () => ((enabled = true), { body: { recoveryCodes: ['AAAAA-BBBBB'] } }),
      'POST /api/auth/2fa/recovery-codes': { body: { recoveryCodes: ['CCCCC-DDDDD'] } },
      'POST /api/auth/2fa/disable': () => ((enabled = false), { body: { success: true } }),
    });
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(await within(card).findByText('Off')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Set up' }));
    expect(await within(card).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Authentication code'), '123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(REAUTHENTICATION_MESSAGES.passwordNeeded);
    await userEvent.type(within(card).getByLabelText('Current password'), 'correct-horse-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('AAAAA-BBBBB')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'I have saved these codes' }));
    expect(await within(card).findByText('On')).toBeInTheDocument();
    expect(within(card).getByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/2fa/enable')).toEqual({ code: '123456', currentPassword: 'correct-horse-1' });

    await userEvent.click(within(card).getByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(within(card).getByLabelText('Current password'), 'correct-horse-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Get new codes' }));
    expect(await within(card).findByText('CCCCC-DDDDD')).toBeInTheDocument();
    expect(within(card).getByText(/Your old recovery codes no longer work/)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/2fa/recovery-codes')).toEqual({ currentPassword: 'correct-horse-1' });
    await userEvent.click(within(card).getByRole('button', { name: 'I have saved these codes' }));

    await userEvent.click(await within(card).findByRole('button', { name: 'Turn off' }));
    await userEvent.type(within(card).getByLabelText('Authentication code'), '654321');
    await userEvent.type(within(card).getByLabelText('Current password'), 'correct-horse-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText('Off')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/auth/2fa/disable')).toEqual({ code: '654321', currentPassword: 'correct-horse-1' });
  });

  it('asks no password of an account without one (Google), and shows why the server refuses a stale sign-in', async () => {
    await openProfile({
      'GET /api/auth/2fa': { body: { enabled: true, required: false, recoveryCodesLeft: 4, passwordAsked: false } },
      'POST /api/auth/2fa/recovery-codes': {
        status: 403,
        body: { error: REAUTHENTICATION_MESSAGES.signInAgain, type: 'reauthentication_required' },
      },
    });
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    await userEvent.click(await within(card).findByRole('button', { name: 'New recovery codes' }));
    expect(within(card).queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Get new codes' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(REAUTHENTICATION_MESSAGES.signInAgain);
  });

  it('offers no Turn off while two-factor is required of the account', async () => {
    await openProfile({ 'GET /api/auth/2fa': { body: { enabled: true, required: true, recoveryCodesLeft: 3, passwordAsked: true } } });
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(await within(card).findByText(/3 recovery codes left/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('Sign Out ends the session and goes to /login', async () => {
    await openProfile();
    await userEvent.click(button('Sign Out'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('profile page: billing and tax', () => {
  const billingForm = () => screen.getByRole('form', { name: BILLING_TEXTS.title });

  it("saves the billing country and a tax ID in its country's format, and shows what the server kept", async () => {
    const fetchMock = await openProfile({
      'PUT /api/profile/billing': { body: { ...savedProfile, billingCountry: 'JM', taxId: '123456789' } },
    });
    const form = within(billingForm());
    await userEvent.type(form.getByLabelText(BILLING_TEXTS.country), 'jm');
    await userEvent.type(form.getByLabelText(BILLING_TEXTS.taxId), '123-456-789');
    await userEvent.click(form.getByRole('button', { name: BILLING_TEXTS.save }));
    expect(await screen.findByText(MESSAGES.profileSavedTitle)).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'PUT', '/api/profile/billing')).toEqual({
      billingCountry: 'JM',
      billingRegion: null,
      taxId: '123-456-789',
    });
    await waitFor(() => expect(form.getByLabelText(BILLING_TEXTS.taxId)).toHaveValue('123456789'));
  });

  it("says what is wrong before sending: a country that is not a code, a tax ID not in its country's format", async () => {
    const fetchMock = await openProfile();
    const form = within(billingForm());
    await userEvent.type(form.getByLabelText(BILLING_TEXTS.country), 'UK');
    await userEvent.click(form.getByRole('button', { name: BILLING_TEXTS.save }));
    expect(form.getByText(BILLING_TEXTS.badCountry)).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(BILLING_TEXTS.country));
    await userEvent.type(form.getByLabelText(BILLING_TEXTS.country), 'JM');
    await userEvent.type(form.getByLabelText(BILLING_TEXTS.taxId), 'GB123456789');
    await userEvent.click(form.getByRole('button', { name: BILLING_TEXTS.save }));
    expect(form.getByText('Enter a TRN of 9 digits')).toBeInTheDocument();
    const sent = (fetchMock.mock.calls as [Request][]).filter(([request]) => request instanceof Request && request.method === 'PUT');
    expect(sent).toEqual([]);
  });

  it('tells an exempt customer so', async () => {
    await openProfile({ 'GET /api/profile': { body: { ...savedProfile, taxExempt: true } } });
    expect(within(billingForm()).getByText(BILLING_TEXTS.exempt)).toBeInTheDocument();
  });
});
