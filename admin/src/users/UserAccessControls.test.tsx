import { screen } from '@testing-library/react';
import { renderInAdmin } from '../../test/support/render';
import type { UserRecord } from '../data/types';
import { UserAccessControls } from './UserAccessControls';

const user = (id: number, email: string, role: UserRecord['role']): UserRecord =>
  ({ id, email, role, isActive: true, firstName: null, lastName: null }) as unknown as UserRecord;

describe('UserAccessControls', () => {
  const me = { id: 1, fullName: 'admin@voosh.test' };

  it("offers another account's role and activation", async () => {
    renderInAdmin(<UserAccessControls user={user(2, 'owner@business.com', 'CUSTOMER')} />, {}, me);
    expect(await screen.findByRole('button', { name: 'Deactivate owner@business.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toBeInTheDocument();
  });

  it('offers neither on your own account, whose role it states', async () => {
    renderInAdmin(<UserAccessControls user={user(1, 'admin@voosh.test', 'ADMIN')} />, {}, me);
    expect(await screen.findByText('Your account')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(screen.queryByLabelText('Role')).toBeNull();
  });
});
