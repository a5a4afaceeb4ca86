import type { PurchaseRequestEvent } from '../data/types';
import { noticeNote, standingTransferNotice } from './transferNotice';

let id = 0;
const event = (type: string, after: Record<string, unknown> = {}) =>
  ({ id: ++id, type, actor: null, before: null, after, createdAt: '' }) as PurchaseRequestEvent;
const reported = (after: Record<string, unknown>) =>
  event('transfer_reported', {
    kind: 'deposit',
    amountUsdCents: 100_000,
    sentOn: '2026-11-27',
    reference: 'INV-1',
    note: null,
    planChargeId: null,
    ...after,
  });

describe("a customer's standing notice of a transfer", () => {
  it("is the newest notice of the request's payments since the last payment recorded", () => {
    expect(
      standingTransferNotice([event('created'), reported({ reference: 'old' }), reported({ reference: 'INV-1', note: 'From NCB' })], null),
    ).toEqual({
      kind: 'deposit',
      amountUsdCents: 100_000,
      sentOn: '2026-11-27',
      reference: 'INV-1',
      note: 'From NCB',
    });
    expect(standingTransferNotice([reported({}), event('payment_recorded')], null)).toBeNull();
    expect(standingTransferNotice([event('created')], null)).toBeNull();
  });

  it("of a plan's month is that month's own, whatever was recorded for the request since", () => {
    const events = [reported({ kind: 'monthly', planChargeId: 7, reference: 'INV-7' }), event('payment_recorded'), reported({})];
    expect(standingTransferNotice(events, 7)?.reference).toBe('INV-7');
    expect(standingTransferNotice(events, 8)).toBeNull();
  });

  it("becomes the recorded payment's note", () => {
    expect(noticeNote({ kind: 'deposit', amountUsdCents: 1, sentOn: '2026-11-27', reference: 'r', note: 'From NCB' })).toBe(
      'Customer reported sending it on 2026-11-27: From NCB',
    );
  });
});
