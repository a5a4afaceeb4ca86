import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { UserRecord } from '../data/types';
import { auditEntryText, USER_TAX_TEXTS as TEXT } from './securityTexts';
import { UserTax } from './UserTax';

const customer = {
  id: 2,
  email: 'owner@business.com',
  role: 'CUSTOMER',
  billingCountry: 'JM',
  billingRegion: null,
  taxId: '123456789',
  taxExemptReason: null,
} as unknown as UserRecord;

describe('UserTax', () => {
  it("shows the customer's billing country and tax ID, and exempts the account with the reason typed", async () => {
    const api = mockApi({ 'PUT /api/admin/users/2/tax-exemption': { ...customer, taxExemptReason: 'Registered charity' } });
    renderInAdmin(<UserTax user={customer} />);
    expect(screen.getByText('123456789')).toBeInTheDocument();
    expect(screen.getByText(TEXT.notExempt)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: TEXT.exemptButton });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(TEXT.reason), ' Registered charity ');
    await userEvent.click(button);
    await waitFor(() => expect(api.bodiesTo('PUT /api/admin/users/2/tax-exemption')).toEqual([{ reason: 'Registered charity' }]));
  });

  it('ends an exemption, and the audit says what was given and ended', async () => {
    const api = mockApi({ 'PUT /api/admin/users/2/tax-exemption': customer });
    renderInAdmin(<UserTax user={{ ...customer, taxExemptReason: 'Registered charity' }} />);
    expect(screen.getByText('Registered charity')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXT.endButton }));
    await waitFor(() => expect(api.bodiesTo('PUT /api/admin/users/2/tax-exemption')).toEqual([{ reason: null }]));
    const entry = { id: 1, createdAt: '', actorEmail: 'a@b.c' };
    expect(auditEntryText({ ...entry, action: 'user.tax_exempted', details: { from: null, to: 'Registered charity' } })).toBe(
      'Exempted from tax: Registered charity',
    );
    expect(auditEntryText({ ...entry, action: 'user.tax_exemption_ended', details: { from: 'Registered charity', to: null } })).toBe(
      'Tax exemption ended',
    );
  });
});
