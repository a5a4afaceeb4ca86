import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_LINKS } from '../../../../test/support/menus';
import { adminSession, customerSession, mockApi, renderApp, storeSession } from '../../../../test/support/render';
import { TopBar } from './TopBar';

beforeEach(() => {
  localStorage.clear();
  mockApi();
});

async function drawerLinks(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  const nav = await screen.findByRole('navigation', { name: 'Site' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

describe('top bar', () => {
  it('offers a visitor Login and Sign Up, and the visitor menu', async () => {
    renderApp('/', <TopBar />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'VOOSH home' })).toHaveAttribute('href', '/');
    expect(await drawerLinks()).toEqual(MENU_LINKS.visitor);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toBeInTheDocument();
  });

  it('shows a customer the customer menu, the avatar menu and a logo to the dashboard', async () => {
    storeSession(customerSession);
    renderApp('/', <TopBar />);
    expect(await screen.findByRole('link', { name: 'VOOSH home' })).toHaveAttribute('href', '/customer/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('owner@business.com')).toBeInTheDocument();
    expect(screen.getByText('CUSTOMER')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Settings', 'Log out']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/customer/profile');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('O');
    expect(await drawerLinks()).toEqual(MENU_LINKS.CUSTOMER);
  });

  it('shows an admin the admin menu, with the console dashboard', async () => {
    storeSession(adminSession);
    renderApp('/', <TopBar />);
    expect(await screen.findByRole('link', { name: 'VOOSH home' })).toHaveAttribute('href', '/');
    expect(await drawerLinks()).toEqual(MENU_LINKS.ADMIN);
  });

  it('logs out from the avatar menu to /login', async () => {
    storeSession(customerSession);
    renderApp('/about', <TopBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
