import { renderHook, waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@voosh/shared';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { failure, mockApi } from '../../test/support/mockApi';
import { createAuthProvider, LOGIN_PATH } from '../auth/authProvider';
import { api, dataOf } from './api';
import { useApiCall } from './useApiCall';

/** useApiCall under the console's auth provider (leaving for `leave`), signed in, with GET /api/admin/settings answering `status`. */
function renderSettingsCall(status: number) {
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ token: 'admin-token', user: { id: 1, email: 'admin@voosh.test', role: 'ADMIN' } }),
  );
  mockApi({ 'GET /api/admin/settings': failure(status, 'Refused') });
  const leave = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext authProvider={createAuthProvider(leave)}>{children}</AdminContext>
  );
  const { result } = renderHook(() => useApiCall(), { wrapper });
  return { leave, settings: () => result.current(async () => dataOf(await api.GET('/api/admin/settings'))) };
}

describe('useApiCall', () => {
  it("ends the session when the API answers 401 (the auth provider's checkError), and rejects with the answer's error", async () => {
    const { leave, settings } = renderSettingsCall(401);
    await expect(settings()).rejects.toMatchObject({ status: 401, message: 'Refused' });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(LOGIN_PATH));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session on other failures', async () => {
    const { leave, settings } = renderSettingsCall(503);
    await expect(settings()).rejects.toMatchObject({ status: 503, message: 'Refused' });
    expect(leave).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });
});
