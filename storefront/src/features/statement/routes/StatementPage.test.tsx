import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerSession, mockApi, renderApp, storeSession } from '../../../../test/support/render';

const entry = (fields: Record<string, unknown>) => ({
  date: '2026-11-02',
  documentId: 1,
  requestId: 41,
  poNumber: 'PO-7781',
  dueDate: null,
  chargeCents: 0,
  creditCents: 0,
  ...fields,
});
const statement = {
  companyId: 4,
  companyName: 'Analytical Engines Ltd',
  asOf: '2026-12-20',
  entries: [
    entry({ kind: 'invoice', documentNumber: 'INV-2026-00001', description: '50% Deposit', chargeCents: 18_750, balanceCents: 18_750 }),
    entry({
      kind: 'payment',
      documentNumber: 'RCT-2026-00001',
      description: 'Payment received for INV-2026-00001',
      creditCents: 18_750,
      balanceCents: 0,
    }),
    entry({
      kind: 'invoice',
      documentNumber: 'INV-2026-00002',
      description: 'Final Payment, due by 2026-12-02',
      dueDate: '2026-12-02',
      chargeCents: 18_750,
      balanceCents: 18_750,
    }),
  ],
  balanceCents: 18_750,
  ageing: { current: 0, days1To30: 18_750, days31To60: 0, days61To90: 0, over90: 0 },
  openInvoicesCents: 18_750,
  overdueCents: 18_750,
};

function openStatement(answer: { status?: number; body: unknown }) {
  storeSession(customerSession);
  const fetchMock = mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/company/statement': answer,
    'GET /api/company/statement/pdf': { body: '%PDF-1.3' },
  });
  renderApp('/customer/statement');
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('/customer/statement', () => {
  it('shows the balance, the ageing and every line with its running balance, and downloads the PDF', async () => {
    const fetchMock = openStatement({ body: statement });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('Analytical Engines Ltd, as of 2026-12-20. Amounts in US dollars.')).toBeInTheDocument();
    const ageing = screen.getByRole('region', { name: 'Open invoices by days past their due date' });
    expect(within(ageing).getByText('1–30 days').nextSibling).toHaveTextContent('$187.50');
    const rows = within(screen.getByRole('table', { name: 'Invoices, payments and refunds' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-11-02', 'INV-2026-00001', '#41 (PO PO-7781)', '50% Deposit', '$187.50', '', '$187.50'],
      ['2026-11-02', 'RCT-2026-00001', '#41 (PO PO-7781)', 'Payment received for INV-2026-00001', '', '$187.50', '$0'],
      ['2026-11-02', 'INV-2026-00002', '#41 (PO PO-7781)', 'Final Payment, due by 2026-12-02', '$187.50', '', '$187.50'],
    ]);

    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:statement'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    // Saved under the server's name when it gives one (this stand-in gives none).
    expect(saved).toEqual(['statement.pdf']);
    const [call] = fetchMock.mock.calls.filter(([input]) => String((input as Request).url ?? input).endsWith('/api/company/statement/pdf'));
    expect((call![0] as Request).headers.get('Authorization')).toBe(`Bearer ${customerSession.token}`);
  });

  it('says so when there is nothing yet', async () => {
    openStatement({ body: { ...statement, entries: [], balanceCents: 0 } });
    expect(await screen.findByText('No invoices, payments or refunds yet.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("shows the server's refusal to a role that may not read it", async () => {
    openStatement({ status: 403, body: { statusCode: 403, error: 'Your role in your company does not allow this', type: 'company_role' } });
    expect(await screen.findByRole('alert', undefined, { timeout: 15_000 })).toHaveTextContent(
      'Your role in your company does not allow this',
    );
  });
});
