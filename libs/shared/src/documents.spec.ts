import { DOCUMENT_KINDS, DOCUMENT_NUMBER_PREFIXES, documentNumber } from './documents';

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
