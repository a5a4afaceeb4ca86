import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { erasedCustomerEmail, erasedCustomerName, ERASURE_REFUSALS, ERASURE_TEXTS } from '@voosh/shared';
import { type DataProvider, Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import { CURRENT_PASSWORD_LABEL } from '../common/CurrentPasswordInput';
import type { UserRecord } from '../data/types';
import { USER_ERASURE_TEXTS as TEXT } from './securityTexts';
import UserEdit from './UserEdit';

const customer = {
  id: 2,
  email: 'owner@business.com',
  firstName: 'Olive',
  lastName: 'Owner',
  company: 'Business Ltd',
  phone: '+44 20 7946 0000',
  role: 'CUSTOMER',
  isActive: true,
  emailVerified: true,
  createdAt: '2026-10-01T10:00:00.000Z',
} as unknown as UserRecord;
const erased = {
  ...customer,
  ...erasedCustomerName(2),
  email: erasedCustomerEmail(2),
  company: null,
  phone: null,
  isActive: false,
} as unknown as UserRecord;
const me = { id: 1, fullName: 'admin@voosh.test' };
const ERASE = 'POST /api/admin/users/2/erase';
/** What the page's other sections read. */
const OTHER_SECTIONS = {
  'GET /api/admin/users/2/security': { twoFactorEnabled: false, history: [] },
  'GET /api/admin/users/2/data-exports': [],
};

/** The user's page at /users/2, with the toasts; `read` answers each read of the record. */
function renderUserPage(read: () => UserRecord) {
  const getOne = jest.fn(async () => ({ data: read() }));
  renderInAdmin(
    <ResourceContextProvider value="users">
      <Routes>
        <Route path="/users/:id" element={<UserEdit />} />
      </Routes>
      <Notification />
    </ResourceContextProvider>,
    { getOne } as unknown as Partial<DataProvider>,
    me,
    { at: '/users/2' },
  );
  return getOne;
}

/** Opens the dialog, types the admin's password and confirms; the dialog is answered. */
async function eraseWith(password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: ERASURE_TEXTS.adminButton }));
  const dialog = await screen.findByRole('dialog', { name: `${TEXT.eraseTitle}: owner@business.com` });
  expect(dialog).toHaveTextContent(TEXT.eraseWhat);
  await user.type(within(dialog).getByLabelText(CURRENT_PASSWORD_LABEL), password);
  const confirm = within(dialog).getByRole('button', { name: ERASURE_TEXTS.adminButton });
  expect(confirm).toHaveClass('MuiButton-containedError');
  await user.click(confirm);
  return dialog;
}

describe('UserErasure', () => {
  it("erases a customer's account with the admin's own password, says so and reads the record again", async () => {
    let done = false;
    const api = mockApi({
      ...OTHER_SECTIONS,
      [ERASE]: () => ((done = true), new Response(null, { status: 204 })),
    });
    const getOne = renderUserPage(() => (done ? erased : customer));
    expect(await screen.findByRole('heading', { name: TEXT.title })).toBeInTheDocument();
    expect(screen.getByText(TEXT.intro)).toHaveTextContent(/written request \(by post or e-mail\)/);

    const dialog = await eraseWith('admin-password-1');
    expect(TEXT.eraseWhat).toMatch(/replaced or emptied.*sign-in ends.*kept, without their name.*cannot be undone/);
    await waitFor(() => expect(api.bodiesTo(ERASE)).toEqual([{ currentPassword: 'admin-password-1' }]));
    expect(await screen.findByText(ERASURE_TEXTS.adminDone)).toBeInTheDocument();
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { level: 1, name: erasedCustomerEmail(2) })).toBeInTheDocument();
    expect(screen.getByText('Erased customer #2')).toBeInTheDocument();
    expect(screen.getByText(TEXT.alreadyErased)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ERASURE_TEXTS.adminButton })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows a refusal's reason as the server gives it, and erases nothing", async () => {
    mockApi({ ...OTHER_SECTIONS, [ERASE]: failure(409, ERASURE_REFUSALS.openRequest) });
    const getOne = renderUserPage(() => customer);
    await eraseWith('admin-password-1');
    expect(await screen.findByText(ERASURE_REFUSALS.openRequest)).toBeInTheDocument();
    expect(screen.getByText(TEXT.eraseFailed)).toBeInTheDocument();
    expect(screen.queryByText(ERASURE_TEXTS.adminDone)).not.toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('tells a wrong password, and leaves the dialog open to try again', async () => {
    mockApi({ ...OTHER_SECTIONS, [ERASE]: failure(400, 'Incorrect password') });
    renderUserPage(() => customer);
    const dialog = await eraseWith('not-my-password');
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(screen.getByText(TEXT.eraseFailed)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it("is not offered for an admin's account, and says why", async () => {
    const api = mockApi(OTHER_SECTIONS);
    renderUserPage(() => ({ ...customer, role: 'ADMIN' }) as UserRecord);
    expect(await screen.findByText(TEXT.adminAccount)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ERASURE_TEXTS.adminButton })).not.toBeInTheDocument();
    expect(api.bodiesTo(ERASE)).toEqual([]);
  });
});
