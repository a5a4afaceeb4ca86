import { screen } from '@testing-library/react';
import { adminSession, customerSession, mockApi, publicSettings, renderApp, storeSession } from '../../../test/support/render';

const MAINTENANCE = "We'll be right back";
const maintenanceOn = () => mockApi(publicSettings({ maintenanceMode: true }));

beforeEach(() => localStorage.clear());

describe('maintenance mode', () => {
  it('shows visitors and customers the maintenance page instead of the site', async () => {
    maintenanceOn();
    storeSession(customerSession);
    renderApp('/customer/dashboard');
    expect(await screen.findByRole('heading', { name: MAINTENANCE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Welcome back/ })).not.toBeInTheDocument();
  });

  it('keeps /login open so an admin can sign in', async () => {
    maintenanceOn();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MAINTENANCE })).not.toBeInTheDocument();
  });

  it('lets admins through', async () => {
    maintenanceOn();
    storeSession(adminSession);
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the site when maintenance is off or the setting cannot be read', async () => {
    mockApi({ 'GET /api/settings/public': 'network-error' });
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
