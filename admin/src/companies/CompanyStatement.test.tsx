import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import { CompanyStatement } from './CompanyStatement';
import { COMPANY_TEXTS as TEXT } from './companyTexts';

const statement = {
  companyId: 4,
  companyName: 'Blue Mountain Coffee Ltd',
  asOf: '2026-12-20',
  entries: [
    {
      date: '2026-11-02',
      kind: 'invoice',
      documentNumber: 'INV-2026-00001',
      documentId: 1,
      requestId: 41,
      poNumber: 'PO-7781',
      description: 'Final Payment, due by 2026-12-02',
      dueDate: '2026-12-02',
      chargeCents: 18_750,
      creditCents: 0,
      balanceCents: 18_750,
    },
  ],
  balanceCents: 18_750,
  ageing: { current: 0, days1To30: 18_750, days31To60: 0, days61To90: 0, over90: 0 },
  openInvoicesCents: 18_750,
  overdueCents: 18_750,
};

describe('CompanyStatement', () => {
  it("shows the company's balance, ageing and lines, and downloads its CSV under the server's name", async () => {
    const api = mockApi({
      'GET /api/admin/companies/4/statement': statement,
      'GET /api/admin/companies/4/statement/csv': new Response('date,type\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="statement-4-2026-12-20.csv"' },
      }),
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:statement'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderInAdmin(<CompanyStatement companyId={4} />);
    const table = await screen.findByRole('table', { name: 'Statement of account' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([['2026-11-02', 'INV-2026-00001', '#41 (PO PO-7781)', 'Final Payment, due by 2026-12-02', '$187.50', '', '$187.50']]);
    expect(screen.getByText('1–30 days')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await screen.findByRole('button', { name: 'CSV' });
    expect(api.calls.map((call) => call.key)).toContain('GET /api/admin/companies/4/statement/csv');
    expect(saved).toEqual(['statement-4-2026-12-20.csv']);
  });

  it('says when there is nothing yet, and when the statement cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/companies/4/statement': { ...statement, entries: [], balanceCents: 0 } });
    const { unmount } = renderInAdmin(<CompanyStatement companyId={4} />);
    expect(await screen.findByText(TEXT.statementEmpty)).toBeInTheDocument();
    unmount();
    mockApi({ 'GET /api/admin/companies/4/statement': failure(500, 'Down') });
    renderInAdmin(<CompanyStatement companyId={4} />);
    expect(await screen.findByText(TEXT.statementFailed)).toBeInTheDocument();
  });
});
