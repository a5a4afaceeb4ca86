import { COMPANY_PERMISSIONS, COMPANY_ROLES, companyRoleMay, isCompanyRole, startingCompanyName } from './companies';

describe('company accounts', () => {
  it("names a customer's first company after the company they gave, else their name, else their e-mail", () => {
    expect(startingCompanyName({ company: '  Blue Mountain Coffee Ltd ', firstName: 'Grace', email: 'g@example.com' })).toBe(
      'Blue Mountain Coffee Ltd',
    );
    expect(startingCompanyName({ company: '   ', firstName: 'Ada', lastName: 'Lovelace', email: 'a@example.com' })).toBe('Ada Lovelace');
    expect(startingCompanyName({ company: null, email: 'nameless@example.com' })).toBe('nameless@example.com');
    expect(startingCompanyName({ company: 'x'.repeat(300), email: 'long@example.com' })).toHaveLength(200);
  });

  it('gives the owner every permission and each other role only its own', () => {
    for (const permission of COMPANY_PERMISSIONS) expect(companyRoleMay('owner', permission)).toBe(true);
    expect(COMPANY_PERMISSIONS.filter((permission) => companyRoleMay('buyer', permission))).toEqual(['purchases', 'requests']);
    expect(COMPANY_PERMISSIONS.filter((permission) => companyRoleMay('finance', permission))).toEqual([
      'purchases',
      'payments',
      'documents',
      'statement',
    ]);
    expect(COMPANY_PERMISSIONS.filter((permission) => companyRoleMay('approver', permission))).toEqual(['purchases', 'approvals']);
    expect(COMPANY_PERMISSIONS.filter((permission) => companyRoleMay('admin', permission))).toEqual(['members', 'settings']);
    // Nobody but the owner and a buyer places requests; nobody but the owner and finance pays.
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, 'requests'))).toEqual(['owner', 'buyer']);
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, 'payments'))).toEqual(['owner', 'finance']);
    // Every role but admin reads the company's purchases.
    expect(COMPANY_ROLES.filter((role) => companyRoleMay(role, 'purchases'))).toEqual(['owner', 'buyer', 'approver', 'finance']);
    expect([isCompanyRole('buyer'), isCompanyRole('staff'), isCompanyRole(undefined)]).toEqual([true, false, false]);
  });
});
