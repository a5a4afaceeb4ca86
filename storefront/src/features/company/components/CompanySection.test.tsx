import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_MESSAGES } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';

const owner = { userId: 1, email: 'owner@business.com', name: 'Ada Lovelace', role: 'owner', joinedAt: '2026-01-01T00:00:00.000Z' };
const buyer = { userId: 2, email: 'charles@business.com', name: 'Charles Babbage', role: 'buyer', joinedAt: '2026-02-01T00:00:00.000Z' };
const company = {
  id: 4,
  name: 'Analytical Engines Ltd',
  role: 'owner',
  permissions: ['members', 'settings', 'purchases', 'requests'],
  members: [owner, buyer],
  approvalThresholdCents: null,
  poNumberRequired: false,
};
const waiting = {
  id: 9,
  email: 'mary@business.com',
  role: 'finance',
  invitedBy: owner.email,
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-11-15T00:00:00.000Z',
};

async function openCompany(answers: Parameters<typeof mockApi>[0] = {}) {
  storeSession(customerSession);
  const fetchMock = mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/profile': { body: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines Ltd' } },
    'GET /api/auth/me': { body: { ...customerSession.user, emailVerified: true } },
    'GET /api/company': { body: company },
    'GET /api/company/invitations': { body: [waiting] },
    ...answers,
  });
  renderApp('/customer/profile');
  const section = await screen.findByRole('region', { name: 'Your Company' }, { timeout: 15_000 });
  await within(section).findByRole('list', { name: 'Members' });
  return { fetchMock, section };
}

beforeEach(() => localStorage.clear());

describe("the Profile's company card, for an owner", () => {
  it('invites someone by e-mail in a role, and lists the invitations waiting', async () => {
    const { fetchMock, section } = await openCompany({
      'POST /api/company/invitations': { status: 201, body: { ...waiting, id: 10, email: 'lee@business.com', role: 'approver' } },
    });
    const invitations = await within(section).findByRole('list', { name: 'Invitations waiting' });
    expect(within(invitations).getByText('mary@business.com · Finance')).toBeInTheDocument();

    const form = within(section).getByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(form).getByLabelText(/Their e-mail address/), 'lee@business.com');
    await userEvent.click(within(form).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Approver' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to lee@business.com')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'POST', '/api/company/invitations')).toEqual({ email: 'lee@business.com', role: 'approver' });
  });

  it("changes a member's role and removes a member after asking", async () => {
    const { fetchMock, section } = await openCompany({
      'PATCH /api/company/members/2': { body: { ...company, members: [owner, { ...buyer, role: 'finance' }] } },
      'DELETE /api/company/members/2': { status: 204 },
    });
    await userEvent.click(within(section).getByRole('combobox', { name: 'Role of Charles Babbage' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'PATCH', '/api/company/members/2')).toEqual({ role: 'finance' });

    await userEvent.click(within(section).getByRole('button', { name: 'Remove Charles Babbage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Charles Babbage?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sets the amount above which requests wait for an approver, and the PO-number rule', async () => {
    const { fetchMock, section } = await openCompany({
      'PUT /api/company/settings': { body: { ...company, approvalThresholdCents: 100_000, poNumberRequired: true } },
    });
    const form = within(section).getByRole('form', { name: 'Request rules' });
    await userEvent.type(within(form).getByLabelText(/Approval needed above/), '1000');
    await userEvent.click(within(form).getByLabelText('Require a purchase-order number on every request'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Request rules saved')).toBeInTheDocument();
    expect(await sentBody(fetchMock, 'PUT', '/api/company/settings')).toEqual({ approvalThresholdCents: 100_000, poNumberRequired: true });
  });

  it("says why the server refused a change (the company's last owner stays)", async () => {
    const { section } = await openCompany({
      'DELETE /api/company/members/1': {
        status: 409,
        body: { statusCode: 409, error: COMPANY_MESSAGES.lastOwner, message: COMPANY_MESSAGES.lastOwner },
      },
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Leave company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Analytical Engines Ltd?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    expect(await screen.findByText(COMPANY_MESSAGES.lastOwner)).toBeInTheDocument();
  });
});
