import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENCY_STORAGE_KEY, MESSAGES, UNPAYABLE_TEXTS } from '@voosh/shared';
import { customerSession, mockApi, renderApp, sentBody, storeSession } from '../../../../test/support/render';
import { purchaseRequestAnswer, requestItemAnswer } from '@voosh/test-support/answers/purchase-request';
import type { PurchaseRequest } from '../../requests/api/usePurchaseRequests';
import type { Transfer } from '../api/useTransfer';

/** Approved, $1,999.99 due (an adjusted amount): the deposit is $1,000, the rest $999.99. */
const approved: PurchaseRequest = purchaseRequestAnswer({
  id: 8,
  status: 'approved',
  items: [requestItemAnswer('HireWire', 1, 200_000, 50_000)],
  adminAdjustedCents: 199_999,
});

const bank = {
  bank: 'National Commercial Bank',
  accountName: 'VOOSH Ltd',
  accountNumber: 'JM12 3456 7890',
  swift: 'JNCBJMKX',
  routing: '',
  instructions: 'Use the invoice number as the reference',
};

const fullTransfer: Transfer = {
  requestId: 8,
  kind: 'full',
  planChargeId: null,
  amountUsdCents: 199_999,
  taxUsdCents: 0,
  taxRate: null,
  charged: null,
  invoice: { id: 31, number: 'INV-2026-00012' },
  reference: 'INV-2026-00012',
  bank,
  contactEmail: 'billing@voosh.com',
  reported: null,
};

function answering(transfer: Partial<Transfer> = {}, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/cart': { body: [] },
    'GET /api/payments/config': { body: { enabled: false, publishableKey: null, bankTransfer: true } },
    'GET /api/purchase-requests/8': { body: approved },
    'GET /api/purchase-requests/8/transfer': { body: { ...fullTransfer, ...transfer } },
    ...extra,
  });
}

describe('bank transfer page', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession(customerSession);
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
  });

  it("shows the amount in US dollars to the cent, the display currency's indicative equivalent, the invoice number as the reference and the bank details", async () => {
    answering();
    renderApp('/customer/transfer?request=8&type=full');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay by Bank Transfer' })).toBeInTheDocument();
    expect(await screen.findByText('Request #8 · Full Payment')).toBeInTheDocument();
    const amount = screen.getByRole('region', { name: 'Amount to send' });
    expect(amount).toHaveTextContent('$1,999.99 in US dollars');
    // At the fallback rate (0.79 GBP per USD): £1,579.99.
    expect(amount).toHaveTextContent("About £1,579.99 at today's rate. Indicative only: send the amount in US dollars.");
    expect(screen.getByRole('region', { name: 'Payment reference' })).toHaveTextContent('INV-2026-00012');
    const details = screen.getByRole('region', { name: 'Send it to' });
    for (const line of [
      'Bank: National Commercial Bank',
      'Account name: VOOSH Ltd',
      'Account number / IBAN: JM12 3456 7890',
      'SWIFT/BIC: JNCBJMKX',
    ]) {
      expect(within(details).getByText(line)).toBeInTheDocument();
    }
    expect(within(details).queryByText(/Routing/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download invoice INV-2026-00012' })).toBeEnabled();
    // Card payments are off: no way back to the card page.
    expect(screen.queryByRole('link', { name: 'Pay by card instead' })).toBeNull();
    // No tax charged: nothing said of it.
    expect(amount).not.toHaveTextContent('Includes');
  });

  it('says what the amount holds of tax where tax is charged', async () => {
    answering({ amountUsdCents: 57_500, taxUsdCents: 7_500, taxRate: 'GCT 15%' });
    renderApp('/customer/transfer?request=8&type=full');
    const amount = await screen.findByRole('region', { name: 'Amount to send' });
    expect(amount).toHaveTextContent('$575 in US dollars');
    expect(amount).toHaveTextContent('Includes GCT 15%: $75');
  });

  it('sends "I have sent the transfer" with the day, the reference and the note, then shows the notice in its place', async () => {
    let reported: Transfer['reported'] = null;
    const notice = {
      kind: 'full',
      amountUsdCents: 199_999,
      sentOn: '2026-11-20',
      reference: 'NCB 4471',
      note: 'From NCB',
      planChargeId: null,
      reportedAt: '',
    } as const;
    const fetchMock = answering(
      {},
      {
        'GET /api/purchase-requests/8/transfer': () => ({ body: { ...fullTransfer, reported } }),
        'POST /api/purchase-requests/8/transfer-notices': () => {
          reported = notice;
          return { status: 201, body: notice };
        },
      },
    );
    renderApp('/customer/transfer?request=8&type=full');
    const user = userEvent.setup();
    const reference = await screen.findByLabelText(/Reference used/);
    expect(reference).toHaveValue('INV-2026-00012');
    await user.clear(reference);
    await user.click(screen.getByRole('button', { name: 'I have sent the transfer' }));
    expect(await screen.findByText(MESSAGES.requiredFields)).toBeInTheDocument();

    await user.type(reference, 'NCB 4471');
    const sentOn = screen.getByLabelText(/Date sent/);
    await user.clear(sentOn);
    await user.type(sentOn, '2026-11-20');
    await user.type(screen.getByLabelText('Note (optional)'), 'From NCB');
    await user.click(screen.getByRole('button', { name: 'I have sent the transfer' }));

    expect(await sentBody(fetchMock, 'POST', '/api/purchase-requests/8/transfer-notices')).toEqual({
      type: 'full',
      sentOn: '2026-11-20',
      reference: 'NCB 4471',
      note: 'From NCB',
    });
    expect(await screen.findByText('Thank you: we will confirm when it arrives')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You told us you sent this transfer on 2026-11-20 with the reference NCB 4471. We will e-mail your receipt once it arrives.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent the transfer' })).toBeNull();
  });

  it('without bank details, tells the customer to contact the vendor at its e-mail', async () => {
    answering({ bank: null });
    renderApp('/customer/transfer?request=8&type=full');
    const details = await screen.findByRole('region', { name: 'Send it to' });
    expect(details).toHaveTextContent('Our bank details are not online yet. Contact us at billing@voosh.com to arrange your payment.');
    expect(within(details).getByRole('link', { name: 'billing@voosh.com' })).toHaveAttribute('href', 'mailto:billing@voosh.com');
  });

  it('says why a request cannot be paid now', async () => {
    answering({}, { 'GET /api/purchase-requests/8': { body: { ...approved, status: 'submitted', acceptedPayments: [] } } });
    renderApp('/customer/transfer?request=8&type=deposit');
    expect(await screen.findByText(UNPAYABLE_TEXTS.notApprovedYet)).toBeInTheDocument();
  });

  it('with cards on, offers the card page instead', async () => {
    answering({}, { 'GET /api/payments/config': { body: { enabled: true, publishableKey: 'pk_test_stub', bankTransfer: true } } });
    renderApp('/customer/transfer?request=8&type=full');
    expect(await screen.findByRole('link', { name: 'Pay by card instead' })).toHaveAttribute(
      'href',
      '/customer/payment?request=8&type=full',
    );
  });

  it("an address naming no request: 'Payment Error'", async () => {
    answering();
    renderApp('/customer/transfer?request=abc');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.paymentErrorTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Amount to send')).toBeNull());
  });
});
