import { screen, waitFor, within } from '@testing-library/react';
import { customerSession, mockApi, renderApp, storeSession } from '../../../../test/support/render';
import { cartItems } from '../../cart/cartFixtures.testing';

const bar = () => screen.findByRole('navigation', { name: 'Customer area' }, { timeout: 15_000 });

beforeEach(() => localStorage.clear());

describe('customer bottom bar', () => {
  it('shows the five tabs, marks the current one and counts the cart items', async () => {
    storeSession(customerSession);
    mockApi({ 'GET /api/cart': { body: cartItems() } });
    renderApp('/customer/requests');
    const nav = await bar();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Browse', expect.stringContaining('Cart'), 'Requests', 'Profile']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/customer/dashboard',
      '/customer/browse',
      '/customer/cart',
      '/customer/requests',
      '/customer/profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const cart = await within(nav).findByRole('link', { name: 'Cart (2 items)' });
    expect(within(cart).getByText('2')).toBeInTheDocument();
  });

  it('a failed cart read counts as an empty cart: no count', async () => {
    storeSession(customerSession);
    const fetchMock = mockApi({ 'GET /api/cart': { status: 500, body: { error: 'Boom' } } });
    renderApp('/customer/dashboard');
    const nav = await bar();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/api/cart') })));
    expect(within(nav).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('a visitor (no customer session) is sent to /login by the guard', async () => {
    mockApi();
    renderApp('/customer/cart');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.queryByRole('navigation', { name: 'Customer area' })).not.toBeInTheDocument();
  });
});
