import {
  DOCUMENT_KINDS,
  DOCUMENT_NUMBER_PREFIXES,
  documentName,
  documentNumber,
  documentSummaryText,
  invoicedKindOf,
  payableByText,
} from './documents';

describe('document numbers', () => {
  it('pads the sequence to five digits after the prefix and the year', () => {
    expect(documentNumber('INV', 2026, 7)).toBe('INV-2026-00007');
    expect(documentNumber('CN', 2027, 123456)).toBe('CN-2027-123456');
  });

  it('gives every kind a prefix of its own', () => {
    const prefixes = DOCUMENT_KINDS.map((kind) => DOCUMENT_NUMBER_PREFIXES[kind]);
    expect(new Set(prefixes).size).toBe(DOCUMENT_KINDS.length);
  });
});

describe('document summaries', () => {
  const base = { paymentKind: 'deposit', amountCents: 37500, currency: 'USD', relatesTo: null } as const;

  it('says what each kind states, the currency charged and the document it settles', () => {
    expect(documentSummaryText({ ...base, kind: 'quote', paymentKind: null, amountCents: 75000 })).toBe('Amount due $750');
    expect(documentName({ kind: 'credit_note', number: 'CRN-2026-00001' })).toBe('Credit note CRN-2026-00001');
    expect(documentSummaryText({ ...base, kind: 'invoice' })).toBe('50% Deposit: $375 asked');
    expect(documentSummaryText({ ...base, kind: 'receipt', currency: 'JMD', relatesTo: 'INV-2026-00003' })).toBe(
      '50% Deposit: $375 paid in JMD (INV-2026-00003)',
    );
    expect(documentSummaryText({ ...base, kind: 'credit_note', amountCents: 10050, relatesTo: 'RCT-2026-00002' })).toBe(
      '50% Deposit: $100.50 refunded (RCT-2026-00002)',
    );
    expect(documentSummaryText({ ...base, kind: 'invoice', paymentKind: 'monthly', amountCents: 25000 })).toBe('Monthly plan: $250 asked');
  });

  it('settles the deposit invoice with a payment in full', () => {
    expect(invoicedKindOf('full')).toBe('deposit');
    expect(invoicedKindOf('final')).toBe('final');
  });
});

describe('how an invoice says it may be paid', () => {
  it('names only the ways that are on', () => {
    const card = 'by card in USD, JMD, GBP, EUR at the rate of the day of payment';
    expect(payableByText({ card: true, bankTransfer: true }, 'billing@voosh.example')).toBe(`Payable ${card}, or by bank transfer.`);
    expect(payableByText({ card: true, bankTransfer: false }, 'billing@voosh.example')).toBe(`Payable ${card}.`);
    expect(payableByText({ card: false, bankTransfer: true }, 'billing@voosh.example')).toBe('Payable by bank transfer.');
    expect(payableByText({ card: false, bankTransfer: false }, 'billing@voosh.example')).toBe(
      'To arrange payment, contact billing@voosh.example.',
    );
  });
});
