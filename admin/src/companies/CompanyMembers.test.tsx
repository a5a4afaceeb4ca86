import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { CompanyRecord } from '../data/types';
import { CompanyInvitations } from './CompanyInvitations';
import { CompanyMembers } from './CompanyMembers';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

const company = {
  id: 4,
  name: 'Blue Mountain Coffee Ltd',
  members: [
    { userId: 7, email: 'grace@bluemountain.example', name: 'Grace Hopper', role: 'owner', joinedAt: '2026-11-01T10:00:00.000Z' },
    { userId: 9, email: 'lee@bluemountain.example', name: null, role: 'buyer', joinedAt: '2026-11-02T10:00:00.000Z' },
  ],
} as unknown as CompanyRecord;
const waiting = {
  id: 3,
  email: 'mary@bluemountain.example',
  role: 'finance',
  invitedBy: 'VOOSH team',
  createdAt: '2026-11-03T10:00:00.000Z',
  expiresAt: '2026-11-17T10:00:00.000Z',
};

describe("the console's company members and invitations", () => {
  it("changes a member's role and removes a member, for the company", async () => {
    const api = mockApi({
      'PATCH /api/admin/companies/4/members/9': company,
      'DELETE /api/admin/companies/4/members/9': new Response(null, { status: 204 }),
    });
    renderInAdmin(<CompanyMembers company={company} />);
    await userEvent.click(screen.getByRole('combobox', { name: TEXT.roleOf('lee@bluemountain.example') }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Finance' }));
    await waitFor(() => expect(api.bodiesTo('PATCH /api/admin/companies/4/members/9')).toEqual([{ role: 'finance' }]));

    await userEvent.click(screen.getByRole('button', { name: TEXT.removeWho('lee@bluemountain.example') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TEXT.removeTitle('lee@bluemountain.example'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.remove }));
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('DELETE /api/admin/companies/4/members/9'));
  });

  it('lists the invitations waiting, withdraws one, and invites for the company', async () => {
    const api = mockApi({
      'GET /api/admin/companies/4/invitations': [waiting],
      'DELETE /api/admin/companies/4/invitations/3': new Response(null, { status: 204 }),
      'POST /api/admin/companies/4/invitations': { ...waiting, id: 4, email: 'sam@bluemountain.example', role: 'approver' },
    });
    renderInAdmin(<CompanyInvitations companyId={4} />);
    const list = await screen.findByRole('list', { name: TEXT.invitations });
    expect(within(list).getByText('mary@bluemountain.example · Finance')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: TEXT.withdrawWho('mary@bluemountain.example') }));
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('DELETE /api/admin/companies/4/invitations/3'));

    const form = screen.getByRole('form', { name: TEXT.invite });
    await userEvent.type(within(form).getByLabelText(/Their e-mail address/), 'sam@bluemountain.example');
    await userEvent.click(within(form).getByRole('combobox'));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Approver' }));
    await userEvent.click(within(form).getByRole('button', { name: TEXT.sendInvitation }));
    await waitFor(() =>
      expect(api.bodiesTo('POST /api/admin/companies/4/invitations')).toEqual([{ email: 'sam@bluemountain.example', role: 'approver' }]),
    );
  });
});
