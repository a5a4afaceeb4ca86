import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { CompanyRecord } from '../data/types';
import { CompanyRulesForm } from './CompanyRulesForm';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

const company = {
  id: 4,
  name: 'Blue Mountain Coffee Ltd',
  approvalThresholdCents: null,
  poNumberRequired: false,
  members: [],
} as unknown as CompanyRecord;

describe('CompanyRulesForm', () => {
  it("sets the company's approval amount and PO rule for it", async () => {
    const api = mockApi({ 'PUT /api/admin/companies/4': { ...company, approvalThresholdCents: 250_000, poNumberRequired: true } });
    renderInAdmin(<CompanyRulesForm company={company} />);
    await userEvent.type(screen.getByLabelText(TEXT.approvalAmount), '2500');
    await userEvent.click(screen.getByLabelText(TEXT.poRequired));
    await userEvent.click(screen.getByRole('button', { name: TEXT.saveRules }));
    await waitFor(() =>
      expect(api.bodiesTo('PUT /api/admin/companies/4')).toEqual([{ approvalThresholdCents: 250_000, poNumberRequired: true }]),
    );
  });

  it('takes the approval amount away when emptied', async () => {
    const api = mockApi({ 'PUT /api/admin/companies/4': { ...company } });
    renderInAdmin(<CompanyRulesForm company={{ ...company, approvalThresholdCents: 100_000 }} />);
    await userEvent.clear(screen.getByLabelText(TEXT.approvalAmount));
    await userEvent.click(screen.getByRole('button', { name: TEXT.saveRules }));
    await waitFor(() =>
      expect(api.bodiesTo('PUT /api/admin/companies/4')).toEqual([{ approvalThresholdCents: null, poNumberRequired: false }]),
    );
  });
});
