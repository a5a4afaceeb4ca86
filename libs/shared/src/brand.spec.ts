import { armName, armSlug, BRAND, CURRENCY_STORAGE_KEY, SESSION_STORAGE_KEY, STAFF_DISPLAY_NAME, THEME_STORAGE_KEY } from './brand';
import { isRole, Role, ROLES } from './roles';

describe('brand', () => {
  it('is VOOSH', () => expect(BRAND).toBe('VOOSH'));

  it("names the staff to customers after the brand: 'VOOSH team'", () => expect(STAFF_DISPLAY_NAME).toBe('VOOSH team'));

  it.each([
    ['desk', 'VOOSHDesk'],
    ['rm', 'VOOSHRM'],
    ['flow', 'VOOSHFlow'],
    ['packages', 'VOOSHPackages'],
    ['core', 'VOOSHCore'],
    ['pro', 'VOOSHPro'],
    ['360', 'VOOSH360'],
  ])('armName(%s) is %s', (key, name) => expect(armName(key)).toBe(name));

  it('slugs are the lowercase names', () => {
    expect(armSlug('VOOSHDesk')).toBe('vooshdesk');
    expect(armSlug(armName('rm'))).toBe('vooshrm');
  });

  it('names the storage keys', () => {
    expect([SESSION_STORAGE_KEY, THEME_STORAGE_KEY, CURRENCY_STORAGE_KEY]).toEqual(['voosh.session', 'theme', 'voosh.currency']);
  });
});

describe('roles', () => {
  it('are ADMIN and CUSTOMER', () => {
    expect(ROLES).toEqual(['ADMIN', 'CUSTOMER']);
    expect(Role.Admin).toBe('ADMIN');
    expect(isRole('CUSTOMER')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
