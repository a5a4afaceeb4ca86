import { SESSION_STORAGE_KEY } from '@voosh/shared';
import { createAuthProvider, CUSTOMER_HOME_PATH, LOGIN_PATH } from './authProvider';

const store = (role: 'ADMIN' | 'CUSTOMER', token: string) =>
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, user: { id: 1, email: 'someone@voosh.local', role } }));

describe('authProvider.logout', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it("ends an admin's session on the server, clears it here and leaves for /login", async () => {
    store('ADMIN', 'admin-token');
    const leave = jest.fn();
    await expect(createAuthProvider(leave).logout({})).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: 'Bearer admin-token' },
      keepalive: true,
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(leave).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('signs out here even when the server cannot be reached', async () => {
    store('ADMIN', 'admin-token');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const leave = jest.fn();
    await createAuthProvider(leave).logout({});
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(leave).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it("keeps a customer's session (wrong console, not a sign-out) and sends them to their dashboard", async () => {
    store('CUSTOMER', 'customer-token');
    const leave = jest.fn();
    await createAuthProvider(leave).logout({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(leave).toHaveBeenCalledWith(CUSTOMER_HOME_PATH);
  });
});
