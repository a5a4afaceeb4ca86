import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { AccountSecurityRecord, UserRecord } from '../data/types';
import { SECURITY_TEXTS } from './securityTexts';
import { UserSecurity } from './UserSecurity';

const customer = { id: 2, email: 'owner@business.com', role: 'CUSTOMER', isActive: true } as unknown as UserRecord;
const me = { id: 1, fullName: 'admin@voosh.test' };
const roleChange = {
  id: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
  action: 'user.role_changed',
  actorEmail: 'admin@voosh.test',
  details: { from: 'CUSTOMER', to: 'ADMIN' },
};

describe('UserSecurity', () => {
  it("removes another user's authenticator with the admin's own password, then shows it off and recorded", async () => {
    const on: AccountSecurityRecord = { twoFactorEnabled: true, history: [roleChange] };
    const off: AccountSecurityRecord = {
      twoFactorEnabled: false,
      history: [{ ...roleChange, id: 8, action: 'user.two_factor_removed', details: {} }, roleChange],
    };
    let removed = false;
    const api = mockApi({
      'GET /api/admin/users/2/security': () => (removed ? off : on),
      'POST /api/admin/users/2/two-factor/remove': () => ((removed = true), off),
    });
    renderInAdmin(<UserSecurity user={customer} />, {}, me);
    const history = await screen.findByRole('list', { name: SECURITY_TEXTS.history });
    expect(within(history).getByText(/^Role changed: Customer → Admin, by admin@voosh.test/)).toBeInTheDocument();
    expect(screen.getByText(SECURITY_TEXTS.on)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: SECURITY_TEXTS.remove }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(SECURITY_TEXTS.yourPassword), 'admin-password-1');
    await user.click(within(dialog).getByRole('button', { name: SECURITY_TEXTS.remove }));
    await waitFor(() =>
      expect(api.bodiesTo('POST /api/admin/users/2/two-factor/remove')).toContainEqual({ currentPassword: 'admin-password-1' }),
    );
    expect(await screen.findByText(SECURITY_TEXTS.off)).toBeInTheDocument();
    expect(await screen.findByText(/^Authenticator removed, by admin@voosh.test/)).toBeInTheDocument();
  });

  it('offers no removal on your own account, and says where to change it', async () => {
    mockApi({ 'GET /api/admin/users/1/security': { twoFactorEnabled: true, history: [] } });
    renderInAdmin(<UserSecurity user={{ ...customer, id: 1 }} />, {}, me);
    expect(await screen.findByText(SECURITY_TEXTS.ownAccount)).toBeInTheDocument();
    expect(screen.getByText(SECURITY_TEXTS.noHistory)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SECURITY_TEXTS.remove })).not.toBeInTheDocument();
  });
});
