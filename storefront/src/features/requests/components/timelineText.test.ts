import { formatUsd, STAFF_DISPLAY_NAME } from '@voosh/shared';
import type { RequestEvent } from '../api/useRequestEvents';
import { timelineActorText, timelineEventText } from './timelineText';

const text = (type: RequestEvent['type'], after: RequestEvent['after'], before: RequestEvent['before'] = null) =>
  timelineEventText({ type, before, after }, formatUsd);
const card = { method: 'card', currency: 'jmd', amountMinor: 2953125 };

describe('timeline texts', () => {
  it('names each change in plain words, payments as charged', () => {
    expect(text('created', { status: 'submitted' })).toBe('Request submitted');
    expect(text('status_changed', { status: 'in_progress' }, { status: 'paid' })).toBe('Status changed to In Progress');
    expect(text('amount_adjusted', { adminAdjustedCents: 45000 })).toBe('Amount due set to $450');
    expect(text('amount_adjusted', { adminAdjustedCents: null })).toBe('Amount due set back to the total');
    expect(text('notes_changed', { adminNotes: 'Call Monday' })).toBe('Notes updated');
    expect(text('payment_recorded', { kind: 'deposit', ...card })).toBe('50% Deposit received: JMD 29,531.25 (Card)');
    expect(text('payment_recorded', { kind: 'full', method: 'bank_transfer', currency: 'usd', amountMinor: 37500 })).toBe(
      'Full Payment received: USD 375.00 (Bank transfer)',
    );
    expect(text('payment_failed', { kind: 'deposit', ...card, failureMessage: 'Your card was declined.' })).toBe(
      '50% Deposit payment failed: Your card was declined.',
    );
    expect(text('payment_failed', { kind: 'final' })).toBe('Final Payment payment failed');
    expect(text('payment_refunded', { kind: 'deposit', ...card, refundMinor: 100000 })).toBe('Refund of your 50% Deposit: JMD 1,000.00');
    expect(text('payment_canceled', { kind: 'full', ...card })).toBe('Full Payment payment canceled');
    expect(text('payment_needs_review', { kind: 'final', ...card })).toBe('Final Payment under review by our team: JMD 29,531.25');
  });

  it('reads unexpected values without failing', () => {
    expect(text('payment_recorded', { kind: 'tip', currency: 'btc', amountMinor: '5', method: 'barter' })).toBe('Payment received');
    expect(text('status_changed', null)).toBe('Status changed');
  });

  it("says 'You' for the customer, the team's name for staff, nothing for the system", () => {
    expect(timelineActorText({ id: 7, name: 'Ada Lovelace', role: 'CUSTOMER' })).toBe('You');
    expect(timelineActorText({ id: null, name: STAFF_DISPLAY_NAME, role: 'ADMIN' })).toBe('VOOSH team');
    expect(timelineActorText(null)).toBeNull();
  });
});
