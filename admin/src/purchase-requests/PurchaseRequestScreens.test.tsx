import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_REFERENCE_KEYS, REQUEST_REFERENCES, type RequestReferences } from '@voosh/shared';
import { purchaseRequestAnswer } from '@voosh/test-support/answers/purchase-request';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import PurchaseRequestEdit from './PurchaseRequestEdit';
import PurchaseRequestList from './PurchaseRequestList';
import { approvalText, taxText } from './RequestSummary';

/** A different text for each reference, so a screen showing one in another's place fails. */
const references = Object.fromEntries(REQUEST_REFERENCE_KEYS.map((key, index) => [key, `REF-${index + 1}`])) as RequestReferences;
const request = purchaseRequestAnswer({ id: 41, status: 'under_review' }, references);

/**
 * The console's purchase-request screens show and edit every field they promise; the buyer's
 * references (REQUEST_REFERENCES) each in the list, the summary and the update panel.
 */
describe('the purchase-request screens', () => {
  beforeEach(() =>
    mockApi({
      'GET /api/purchase-requests/41/payments': [],
      'GET /api/purchase-requests/41/documents': [],
      'GET /api/purchase-requests/41/events': [],
    }),
  );
  afterEach(() => jest.restoreAllMocks());

  it("lists each request with a column per reference of the buyer's", async () => {
    renderInAdmin(
      <ResourceContextProvider value="purchase-requests">
        <PurchaseRequestList />
      </ResourceContextProvider>,
      { getList: async () => ({ data: [request], total: 1 }) } as unknown as Partial<DataProvider>,
    );
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row!).getAllByRole('cell');
    for (const key of REQUEST_REFERENCE_KEYS) {
      const column = headers.indexOf(REQUEST_REFERENCES[key].label);
      expect({ key, column: column >= 0 }).toEqual({ key, column: true });
      expect(cells[column]!.textContent).toBe(references[key]);
    }
  });

  it('shows each reference in the summary, and the update panel edits and sends it', async () => {
    const update = jest.fn(async (_resource: string, params: { data: unknown }) => ({ data: { ...request, ...(params.data as object) } }));
    renderInAdmin(
      <ResourceContextProvider value="purchase-requests">
        <Routes>
          <Route path="/purchase-requests/:id" element={<PurchaseRequestEdit />} />
        </Routes>
      </ResourceContextProvider>,
      { getOne: async () => ({ data: request }), update } as unknown as Partial<DataProvider>,
      undefined,
      { at: '/purchase-requests/41' },
    );
    await screen.findByRole('heading', { name: 'Request #41' });
    for (const key of REQUEST_REFERENCE_KEYS) {
      const label = REQUEST_REFERENCES[key].label;
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent).toBe(references[key]);
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveValue(references[key]);
      await userEvent.clear(input);
      await userEvent.type(input, `${references[key]}-NEW`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0]![1].data as Record<string, unknown>;
    for (const key of REQUEST_REFERENCE_KEYS) expect({ key, sent: sent[key] }).toEqual({ key, sent: `${references[key]}-NEW` });
  });

  it("states the request's tax: the amount at its rate on the net, or why none is charged", () => {
    expect(
      taxText({
        netCents: 100_000,
        taxCents: 15_000,
        tax: { treatment: 'standard', rateName: 'GCT', percent: '15', included: false, note: null },
      }),
    ).toBe('$150 (GCT 15%) on $1,000');
    expect(
      taxText({
        netCents: 1,
        taxCents: 0,
        tax: { treatment: 'exempt', rateName: null, percent: null, included: false, note: 'Exempt from tax' },
      }),
    ).toBe('Exempt from tax');
    expect(
      taxText({ netCents: 1, taxCents: 0, tax: { treatment: 'untaxed', rateName: null, percent: null, included: false, note: null } }),
    ).toBe('None');
  });

  it("states the request's approval in the customer's company, with the amount approved", () => {
    expect(approvalText({ approvalState: 'waiting', approvedCents: null })).toBe('Waiting for approval');
    expect(approvalText({ approvalState: 'approved', approvedCents: 112_500 })).toBe('Approved by the company ($1,125)');
    expect(approvalText({ approvalState: 'not_needed', approvedCents: null })).toBe('No approval needed');
  });
});
