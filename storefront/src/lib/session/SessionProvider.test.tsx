import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@voosh/shared';
import { MemoryRouter } from 'react-router-dom';
import { customerSession, LocationProbe, mockApi, storeSession } from '../../../test/support/render';
import { api } from '../api';
import { SESSION_ENDED_EVENT } from '../storedSession';
import { SessionProvider } from './SessionProvider';
import { useSession } from './useSession';

function SessionView() {
  const { user, token, signOut } = useSession();
  return (
    <>
      <p>{user ? `${user.email} ${user.role} ${token}` : 'visitor'}</p>
      <button onClick={signOut}>out</button>
    </>
  );
}

function renderSession(route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SessionProvider>
        <SessionView />
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());

describe('SessionProvider', () => {
  it('restores the stored token and user in the first render', () => {
    storeSession(customerSession);
    renderSession();
    expect(screen.getByText('owner@business.com CUSTOMER customer-token')).toBeInTheDocument();
  });

  it('is a visitor when nothing is stored', async () => {
    renderSession();
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{"token":'],
    ['a wrong shape', JSON.stringify({ token: 'x', user: { email: 'a@b.c', role: 'ROOT', id: 1 } })],
  ])('clears and logs stored data that is %s', async (_case, raw) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    renderSession();
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unreadable'));
    log.mockRestore();
  });

  it('signs out: ends the session on the server, clears storage and goes to /login', async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({ 'POST /api/auth/logout': { status: 200, body: { success: true, message: 'Signed out' } } });
    renderSession('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'out' }));
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(String(path)).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { Authorization: 'Bearer customer-token' } });
  });

  it('signs out locally even when the server cannot be reached', async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({ 'POST /api/auth/logout': 'network-error' });
    renderSession('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'out' }));
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the typed client gets a 401 for the stored token', async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({ 'GET /api/auth/me': { status: 401, body: { error: 'Unauthorized' } } });
    renderSession();
    await screen.findByText(/owner@business.com/);
    await act(() => api.GET('/api/auth/me'));
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('a 401 to a call without a token (a failed sign-in) leaves the visitor as is', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Incorrect email or password.' } } });
    const ended = jest.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    await api.POST('/api/auth/login', { body: { email: 'a@b.co', password: 'x' } });
    expect(ended).not.toHaveBeenCalled();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('follows a session ended elsewhere', async () => {
    storeSession(customerSession);
    renderSession();
    await screen.findByText(/owner@business.com/);
    act(() => {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    await waitFor(() => expect(screen.getByText('visitor')).toBeInTheDocument());
  });

  it('refuses to be used outside its provider', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionView />)).toThrow('useSession must be used within a SessionProvider');
    log.mockRestore();
  });
});
