import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { DocumentRecord } from '../data/types';
import { DOCUMENT_TEXTS, Documents } from './Documents';

const quote = (fields: Partial<DocumentRecord>): DocumentRecord => ({
  id: 1,
  requestId: 7,
  kind: 'quote',
  number: 'Q-2026-00001',
  issuedAt: '2026-03-09T14:00:00.000Z',
  supersededAt: null,
  paymentKind: null,
  amountCents: 75000,
  currency: 'USD',
  relatesTo: null,
  dueDate: null,
  taxCents: 0,
  taxRate: null,
  ...fields,
});

describe('Documents', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the request's documents with what each states, the replaced quote marked superseded, and saves a PDF as the API names it", async () => {
    const documents = [
      quote({ supersededAt: '2026-03-09T15:00:00.000Z' }),
      quote({ id: 2, number: 'Q-2026-00002', amountCents: 61250 }),
      quote({ id: 3, kind: 'invoice', number: 'INV-2026-00001', paymentKind: 'deposit', amountCents: 30625 }),
      quote({
        id: 4,
        kind: 'receipt',
        number: 'RCT-2026-00001',
        paymentKind: 'deposit',
        amountCents: 30625,
        currency: 'JMD',
        relatesTo: 'INV-2026-00001',
      }),
    ];
    const api = mockApi({
      'GET /api/purchase-requests/7/documents': documents,
      'GET /api/purchase-requests/7/documents/2/pdf': new Response('%PDF-1.3', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Q-2026-00002.pdf"' },
      }),
    });
    const createObjectURL = jest.fn((_file: Blob) => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Q-2026-00002.pdf');
    });

    renderInAdmin(<Documents requestId={7} />);

    const rows = within(await screen.findByRole('list', { name: DOCUMENT_TEXTS.title })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Quote Q-2026-00001Superseded.*\$750Download PDF$/),
      expect.stringMatching(/^Quote Q-2026-00002.*Amount due \$612\.50Download PDF$/),
      expect.stringMatching(/^Invoice INV-2026-00001.*50% Deposit: \$306\.25 askedDownload PDF$/),
      expect.stringMatching(/^Receipt RCT-2026-00001.*50% Deposit: \$306\.25 paid in JMD \(INV-2026-00001\)Download PDF$/),
    ]);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/purchase-requests/7/documents']);

    await userEvent.setup().click(screen.getByRole('button', { name: `${DOCUMENT_TEXTS.download}: Quote Q-2026-00002` }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.key)).toContain('GET /api/purchase-requests/7/documents/2/pdf');
    expect(await createObjectURL.mock.calls[0][0].text()).toBe('%PDF-1.3');
  });

  it('says so when there is none yet', async () => {
    mockApi({ 'GET /api/purchase-requests/7/documents': [] });
    renderInAdmin(<Documents requestId={7} />);
    expect(await screen.findByText(DOCUMENT_TEXTS.none)).toBeInTheDocument();
  });

  it('says so when they cannot be loaded', async () => {
    mockApi({ 'GET /api/purchase-requests/7/documents': failure(503, 'Service unavailable') });
    renderInAdmin(<Documents requestId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${DOCUMENT_TEXTS.failed}: Service unavailable`);
  });
});
