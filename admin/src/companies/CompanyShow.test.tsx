import { screen, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { renderInAdmin } from '../../test/support/render';
import type { CompanyRecord } from '../data/types';
import CompanyShow from './CompanyShow';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

const listed = {
  id: 4,
  name: 'Blue Mountain Coffee Ltd',
  createdAt: '2026-11-01T10:00:00.000Z',
  memberCount: 2,
  owners: ['grace@bluemountain.example'],
  paymentTermsDays: 30,
  depositOnTerms: false,
  approvalThresholdCents: 100_000,
  poNumberRequired: true,
  openBalanceCents: 18_750,
  overdueBalanceCents: 18_750,
};
const members: CompanyRecord['members'] = [
  { userId: 7, email: 'grace@bluemountain.example', name: 'Grace Hopper', role: 'owner', joinedAt: '2026-11-01T10:00:00.000Z' },
  { userId: 9, email: 'lee@bluemountain.example', name: null, role: 'finance', joinedAt: '2026-11-02T10:00:00.000Z' },
];

const showCompany = (record: object) =>
  renderInAdmin(
    <ResourceContextProvider value="companies">
      <Routes>
        <Route path="/companies/:id/show" element={<CompanyShow />} />
      </Routes>
    </ResourceContextProvider>,
    { getOne: jest.fn(async () => ({ data: record })) } as unknown as Partial<DataProvider>,
    undefined,
    { at: '/companies/4/show' },
  );

describe('CompanyShow', () => {
  it('shows what the company owes, its terms and rules, and its members each with their role', async () => {
    showCompany({ ...listed, members });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Mountain Coffee Ltd' })).toBeInTheDocument();
    expect(screen.getAllByText('Net 30').length).toBeGreaterThan(0);
    expect(screen.getByText('$1,000')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: TEXT.members });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      `${TEXT.name}${TEXT.email}${TEXT.role}${TEXT.joined}`,
      expect.stringContaining('Grace Hoppergrace@bluemountain.exampleRoleOwner'),
      expect.stringContaining('lee@bluemountain.examplelee@bluemountain.exampleRoleFinance'),
    ]);
  });
});
