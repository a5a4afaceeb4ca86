import { formatUsd, REQUEST_EVENT_TYPES, STAFF_DISPLAY_NAME, UNKNOWN_REQUEST_EVENT_TEXT } from '@voosh/shared';
import type { RequestEvent } from '../api/useRequestEvents';
import { timelineActorText, timelineEventText } from './timelineText';

const text = (type: RequestEvent['type'], after: RequestEvent['after'], before: RequestEvent['before'] = null) =>
  timelineEventText({ type, before, after }, formatUsd);
const card = { method: 'card', currency: 'JMD', amountMinor: 2953125 };

describe('timeline texts', () => {
  it('has a text for every kind of entry, and reads a kind this page does not know as an update, never as a made-up title', () => {
    for (const type of REQUEST_EVENT_TYPES) expect(text(type, {})).not.toBe(UNKNOWN_REQUEST_EVENT_TEXT);
    expect(text('contract_signed' as RequestEvent['type'], {})).toBe('Request updated');
  });

  it('names each change in plain words, payments as charged', () => {
    expect(text('created', { status: 'submitted' })).toBe('Request submitted');
    expect(text('status_changed', { status: 'in_progress' }, { status: 'paid' })).toBe('Status changed to In Progress');
    expect(text('amount_adjusted', { adminAdjustedCents: 45000 })).toBe('Amount due set to $450');
    expect(text('amount_adjusted', { adminAdjustedCents: null })).toBe('Amount due set back to the total');
    expect(text('notes_changed', { adminNotes: 'Call Monday' })).toBe('Notes updated');
    expect(text('reference_changed', { poNumber: 'PO-7' }, { poNumber: null })).toBe('PO number set to PO-7');
    expect(text('reference_changed', { poNumber: null }, { poNumber: 'PO-7' })).toBe('PO number removed');
    expect(text('payment_recorded', { kind: 'deposit', ...card })).toBe('50% Deposit received: JMD 29,531.25 (Card)');
    expect(text('payment_recorded', { kind: 'full', method: 'bank_transfer', currency: 'USD', amountMinor: 37500 })).toBe(
      'Full Payment received: USD 375.00 (Bank transfer)',
    );
    expect(text('payment_failed', { kind: 'deposit', ...card, failureMessage: 'Your card was declined.' })).toBe(
      '50% Deposit payment failed: Your card was declined.',
    );
    expect(text('payment_failed', { kind: 'final' })).toBe('Final Payment payment failed');
    expect(text('payment_refunded', { kind: 'deposit', ...card, refundMinor: 100000 })).toBe('Refund of your 50% Deposit: JMD 1,000.00');
    expect(text('payment_canceled', { kind: 'full', ...card })).toBe('Full Payment payment canceled');
    expect(text('payment_needs_review', { kind: 'final', ...card })).toBe('Final Payment under review by our team: JMD 29,531.25');
    expect(text('transfer_reported', { kind: 'deposit', amountUsdCents: 100_000, sentOn: '2026-11-27', reference: 'INV-2026-00004' })).toBe(
      'Bank transfer reported for the 50% Deposit: $1,000 (sent 2026-11-27, ref INV-2026-00004): we confirm once it arrives',
    );
    expect(text('transfer_reported', { kind: 'monthly', amountUsdCents: 12_550 })).toBe(
      'Bank transfer reported for the Monthly plan: $125.50: we confirm once it arrives',
    );
  });

  it('names the monthly plan’s changes', () => {
    expect(text('plan_started', { planId: 2, firstChargeAt: '2026-12-26T10:00:00.000Z' })).toBe(
      'Monthly plan started: first charge on 2026-12-26',
    );
    expect(text('plan_month_invoiced', { planId: 2, currency: 'USD', amountMinor: 25000 })).toBe('Monthly invoice issued: USD 250.00');
    expect(text('plan_month_paid', { planId: 2, ...card })).toBe('Monthly payment received: JMD 29,531.25 (Card)');
    expect(text('plan_payment_failed', { ...card, failureMessage: 'Insufficient funds.' })).toBe(
      'Monthly payment failed: Insufficient funds.',
    );
    expect(text('plan_month_refunded', { ...card, refundMinor: 1558730 })).toBe('Refund of a monthly payment: JMD 15,587.30');
    expect(text('plan_cancel_requested', { status: 'active', cancelAtPeriodEnd: true })).toBe(
      'Monthly plan canceled: it ends with the current month',
    );
    expect(text('plan_status_changed', { status: 'paused', cancelAtPeriodEnd: false })).toBe('Monthly plan paused');
    expect(text('plan_status_changed', { status: 'canceled' })).toBe('Monthly plan canceled');
    expect(text('plan_status_changed', { status: 'past_due' })).toBe('Monthly plan past due');
    expect(text('plan_status_changed', { status: 'dormant' })).toBe('Monthly plan changed');
    expect(text('plan_lines_changed', { monthlyUsdCents: 30000 })).toBe('Monthly plan changed: $300 a month from the next month');
    expect(text('plan_currency_changed', { currency: 'GBP', monthlyMinor: 9875, from: '2027-01-09T10:00:00.000Z' })).toBe(
      'Monthly plan billed in GBP: GBP 98.75 a month from 2027-01-09',
    );
    expect(text('plan_currency_changed', {})).toBe('Monthly plan billed in another currency');
    expect(text('plan_month_written_off', { status: 'void', currency: 'JMD', amountMinor: 3896825 })).toBe(
      'Monthly charge canceled, nothing is due: JMD 38,968.25',
    );
    expect(text('plan_month_written_off', { status: 'failed' })).toBe('Monthly charge closed unpaid');
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
