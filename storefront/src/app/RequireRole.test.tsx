import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { adminSession, customerSession, mockApi, renderApp, storeSession } from '../../test/support/render';
import { RequireRole } from './RequireRole';

function Guarded({ redirectTo }: { redirectTo?: string }) {
  return (
    <Routes>
      <Route
        path="/customer/area"
        element={
          <RequireRole role="CUSTOMER" redirectTo={redirectTo}>
            <p>customer area</p>
          </RequireRole>
        }
      />
      <Route
        path="/members"
        element={
          <RequireRole>
            <p>members area</p>
          </RequireRole>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}

const location = () => screen.getByTestId('location');

beforeEach(() => {
  localStorage.clear();
  mockApi();
});

describe('RequireRole', () => {
  it('sends a visitor to /login', async () => {
    renderApp('/customer/area', <Guarded />);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(screen.queryByText('customer area')).not.toBeInTheDocument();
  });

  it('sends a visitor to the given redirect target', async () => {
    renderApp('/customer/area', <Guarded redirectTo="/signup" />);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/signup$/));
  });

  it('shows the page to the right role', async () => {
    storeSession(customerSession);
    renderApp('/customer/area', <Guarded />);
    expect(await screen.findByText('customer area')).toBeInTheDocument();
  });

  it('without a role, lets any signed-in user in', async () => {
    storeSession(adminSession);
    renderApp('/members', <Guarded />);
    expect(await screen.findByText('members area')).toBeInTheDocument();
  });

  it('sends a customer on an admin-only route to the customer dashboard', async () => {
    storeSession(customerSession);
    renderApp(
      '/admin-only',
      <Routes>
        <Route
          path="/admin-only"
          element={
            <RequireRole role="ADMIN">
              <p>admin area</p>
            </RequireRole>
          }
        />
        <Route path="*" element={null} />
      </Routes>,
    );
    await waitFor(() => expect(location()).toHaveTextContent('/customer/dashboard'));
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it("an unknown customer path: the 404 page for a customer, whose 'Back to Home' goes to the dashboard; /login for a visitor", async () => {
    storeSession(customerSession);
    mockApi({ 'GET /api/cart': { body: [] } });
    const { unmount } = renderApp('/customer/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/customer/dashboard');
    unmount();
    localStorage.clear();
    renderApp('/customer/no-such-page');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
  });
});
