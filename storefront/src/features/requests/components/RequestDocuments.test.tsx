import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestDocument } from '../../../../test/support/documents';
import { customerSession, mockApi, renderApp, storeSession } from '../../../../test/support/render';
import { dayText } from '../../../lib/dates';
import { DOCUMENT_TEXTS, RequestDocuments } from './RequestDocuments';

const quote = requestDocument({ id: 4, requestId: 11, number: 'Q-2026-00004' });
const PDF_PATH = 'GET /api/purchase-requests/11/documents/4/pdf';

describe('RequestDocuments', () => {
  beforeEach(() => storeSession(customerSession));
  afterEach(() => jest.restoreAllMocks());

  it("downloads a document's PDF with the session, saved under its number", async () => {
    const api = mockApi({ [PDF_PATH]: { body: '%PDF-1.3' } });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/', <RequestDocuments documents={[quote]} />);

    await userEvent.setup().click(screen.getByRole('button', { name: `${DOCUMENT_TEXTS.download}: Quote Q-2026-00004` }));
    expect(saved).toEqual(['Q-2026-00004.pdf']);
    const [request] = api.mock.calls[0] as [Request];
    expect(request.headers.get('Authorization')).toBe(`Bearer ${customerSession.token}`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('"%PDF-1.3"');
  });

  it("shows the server's reason when the download fails", async () => {
    mockApi({ [PDF_PATH]: { status: 404, body: { error: 'Document not found' } } });
    renderApp('/', <RequestDocuments documents={[quote]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: `${DOCUMENT_TEXTS.download}: Quote Q-2026-00004` }));
    expect(await screen.findByText(DOCUMENT_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByText('Document not found')).toBeInTheDocument();
  });

  it('states when an invoice is due, under the company’s payment terms', () => {
    const invoice = requestDocument({
      id: 5,
      requestId: 11,
      number: 'INV-2026-00005',
      kind: 'invoice',
      paymentKind: 'final',
      dueDate: '2026-12-29',
    });
    renderApp('/', <RequestDocuments documents={[invoice]} />);
    expect(screen.getByText(new RegExp(`Due by ${dayText('2026-12-29T00:00:00Z')}`))).toBeInTheDocument();
  });

  it('says when there is none yet', () => {
    renderApp('/', <RequestDocuments documents={[]} />);
    expect(screen.getByText(DOCUMENT_TEXTS.none)).toBeInTheDocument();
  });
});
