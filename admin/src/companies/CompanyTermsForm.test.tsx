import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { CompanyRecord } from '../data/types';
import { COMPANY_TEXTS as TEXT } from './companyTexts';
import { CompanyTermsForm } from './CompanyTermsForm';

const company = {
  id: 4,
  name: 'Blue Mountain Coffee Ltd',
  paymentTermsDays: null,
  depositOnTerms: false,
  members: [],
} as unknown as CompanyRecord;

describe('CompanyTermsForm', () => {
  it('gives the company net 30 with the deposit on the terms too', async () => {
    const api = mockApi({ 'PUT /api/admin/companies/4': { ...company, paymentTermsDays: 30, depositOnTerms: true, members: [] } });
    renderInAdmin(<CompanyTermsForm company={company} />);
    await userEvent.click(screen.getByRole('combobox', { name: TEXT.terms }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Net 30' }));
    await userEvent.click(screen.getByLabelText(TEXT.depositOnTerms));
    await userEvent.click(screen.getByRole('button', { name: TEXT.saveTerms }));
    await waitFor(() => expect(api.bodiesTo('PUT /api/admin/companies/4')).toEqual([{ paymentTermsDays: 30, depositOnTerms: true }]));
  });

  it('puts a company back on the standard terms', async () => {
    const api = mockApi({ 'PUT /api/admin/companies/4': { ...company, members: [] } });
    renderInAdmin(<CompanyTermsForm company={{ ...company, paymentTermsDays: 15 }} />);
    await userEvent.click(screen.getByRole('combobox', { name: TEXT.terms }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Standard terms' }));
    await userEvent.click(screen.getByRole('button', { name: TEXT.saveTerms }));
    await waitFor(() => expect(api.bodiesTo('PUT /api/admin/companies/4')).toEqual([{ paymentTermsDays: null, depositOnTerms: false }]));
  });
});
