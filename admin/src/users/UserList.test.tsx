import { screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { UserRecord } from '../data/types';
import { SECURITY_TEXTS } from './securityTexts';
import UserList from './UserList';

const user = (fields: Partial<UserRecord>): UserRecord => ({
  id: 4,
  email: 'with-app@example.com',
  role: 'CUSTOMER',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  phone: null,
  profilePicture: null,
  isActive: true,
  emailVerified: true,
  twoFactorEnabled: true,
  billingCountry: null,
  billingRegion: null,
  taxId: null,
  taxExemptReason: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...fields,
});

function renderList(at: string, users: UserRecord[]) {
  const getList = jest.fn(async () => ({ data: users, total: users.length }));
  renderInAdmin(
    <ResourceContextProvider value="users">
      <Routes>
        <Route path="/users" element={<UserList />} />
      </Routes>
    </ResourceContextProvider>,
    { getList } as unknown as Partial<DataProvider>,
    { id: 1, fullName: 'admin@voosh.test' },
    { at },
  );
  return getList;
}

describe('UserList', () => {
  it('shows who has two-factor sign-in on, in a column of its own', async () => {
    renderList('/users', [user({}), user({ id: 3, email: 'no-app@example.com', twoFactorEnabled: false })]);
    expect(await screen.findByRole('columnheader', { name: SECURITY_TEXTS.twoFactorShort })).toBeInTheDocument();
    const withApp = screen.getByText('with-app@example.com').closest('tr')!;
    const without = screen.getByText('no-app@example.com').closest('tr')!;
    expect(within(withApp).getByText(SECURITY_TEXTS.on)).toBeInTheDocument();
    expect(within(without).getByText(SECURITY_TEXTS.off)).toBeInTheDocument();
  });

  it('filters by two-factor sign-in (the filter a link or the filter menu sets)', async () => {
    const getList = renderList(`/users?filter=${encodeURIComponent('{"twoFactorEnabled":false}')}`, [
      user({ id: 3, email: 'no-app@example.com', twoFactorEnabled: false }),
    ]);
    await waitFor(() => expect(getList).toHaveBeenCalledWith('users', expect.objectContaining({ filter: { twoFactorEnabled: false } })));
    expect(await screen.findByLabelText(SECURITY_TEXTS.twoFactor)).toBeInTheDocument();
  });
});
