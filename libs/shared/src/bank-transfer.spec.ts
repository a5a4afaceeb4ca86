import {
  ACCOUNT_NUMBER_PATTERN,
  bankDetailsLines,
  bankDetailsSet,
  DEFAULT_BANK_DETAILS,
  planTransferPagePath,
  SWIFT_PATTERN,
  transferDateProblem,
  transferPagePath,
} from './bank-transfer';

const details = {
  bank: 'National Commercial Bank',
  accountName: 'VOOSH Ltd',
  accountNumber: 'GB29 NWBK 6016 1331 9268 19',
  swift: 'JNCBJMKX',
  routing: '',
  instructions: 'Use the invoice number as the reference',
};

describe('bank details', () => {
  it('are set only when the bank, the account name and the account number are', () => {
    expect(bankDetailsSet(DEFAULT_BANK_DETAILS)).toBe(false);
    expect(bankDetailsSet(details)).toBe(true);
    expect(bankDetailsSet({ ...details, accountNumber: '  ' })).toBe(false);
  });

  it('print their labelled lines, leaving out empty fields and the instructions', () => {
    expect(bankDetailsLines(details)).toEqual([
      'Bank: National Commercial Bank',
      'Account name: VOOSH Ltd',
      'Account number / IBAN: GB29 NWBK 6016 1331 9268 19',
      'SWIFT/BIC: JNCBJMKX',
    ]);
  });

  it('accept SWIFT codes of 8 or 11 characters and account numbers of letters, digits, spaces and dashes', () => {
    expect(['JNCBJMKX', 'NWBKGB2LXXX'].every((code) => SWIFT_PATTERN.test(code))).toBe(true);
    expect(['JNCB', 'jncbjmkx', 'JNCBJMKX1'].some((code) => SWIFT_PATTERN.test(code))).toBe(false);
    expect(ACCOUNT_NUMBER_PATTERN.test('123-456 789')).toBe(true);
    expect(ACCOUNT_NUMBER_PATTERN.test(' 123')).toBe(false);
    expect(ACCOUNT_NUMBER_PATTERN.test('12/34')).toBe(false);
  });
});

describe('the transfer page', () => {
  it('is addressed by request and payment, or by plan and month', () => {
    expect(transferPagePath(12, 'final')).toBe('/customer/transfer?request=12&type=final');
    expect(planTransferPagePath(3, 41)).toBe('/customer/transfer?plan=3&month=41');
  });
});

describe("a transfer's date", () => {
  const now = new Date('2026-11-27T21:00:00Z');

  it('may be any real day from a year ago to today anywhere on Earth', () => {
    expect(transferDateProblem('2026-11-27', now)).toBeNull();
    expect(transferDateProblem('2026-11-28', now)).toBeNull(); // already the 28th in Kiribati (UTC+14)
    expect(transferDateProblem('2025-11-28', now)).toBeNull();
  });

  it('is refused when not a date, in the future or over a year old', () => {
    expect(transferDateProblem('2026-02-30', now)).toBe('sentOn must be a date, YYYY-MM-DD');
    expect(transferDateProblem('27/11/2026', now)).toBe('sentOn must be a date, YYYY-MM-DD');
    expect(transferDateProblem('2026-11-29', now)).toBe('sentOn cannot be in the future');
    expect(transferDateProblem('2025-11-26', now)).toBe('sentOn must be within the last 365 days');
  });
});
