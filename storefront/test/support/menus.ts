/** The side panel's links by role, as spec 01's table lists them ("label href"). */
export const MENU_LINKS = {
  visitor: [
    'Products /services',
    'VOOSH Levels /pricing',
    'Price Guide /pricing-plans',
    'About /about',
    'Contact /contact',
    'Login /login',
  ],
  CUSTOMER: ['VOOSH Levels /pricing', 'Price Guide /pricing-plans', "What's Next /whats-next", 'About /about', 'Contact /contact'],
  ADMIN: [
    'Products /services',
    'VOOSH Levels /pricing',
    'Price Guide /pricing-plans',
    'About /about',
    'Contact /contact',
    'Dashboard /admin/dashboard',
  ],
};
