import { REQUEST_EVENT_TITLES, REQUEST_EVENT_TYPES, UNKNOWN_REQUEST_EVENT_TEXT } from '@voosh/shared';
import type { PurchaseRequestEvent } from '../data/types';
import { eventActor, eventSummary } from './eventSummary';

const event = (type: PurchaseRequestEvent['type'], before: object, after: object) =>
  ({ id: 1, type, actor: null, before, after, createdAt: '2026-12-09T10:00:00.000Z' }) as unknown as PurchaseRequestEvent;

describe("a request timeline's entries in the console", () => {
  it('summarises every kind of entry, and a kind this console does not know as an update', () => {
    for (const type of REQUEST_EVENT_TYPES) expect(eventSummary(event(type, {}, {}))).not.toBe(UNKNOWN_REQUEST_EVENT_TEXT);
    expect(eventSummary(event('contract_signed' as PurchaseRequestEvent['type'], {}, {}))).toBe('Request updated');
  });
});

describe("a request timeline's plan entries in the console", () => {
  it('says what a change of currency or of lines changed and from when, and which month Stripe closed unpaid', () => {
    expect(REQUEST_EVENT_TITLES.plan_currency_changed).toBe('Monthly plan currency changed');
    expect(
      eventSummary(
        event(
          'plan_currency_changed',
          { currency: 'JMD', rate: 155.873 },
          { planId: 2, currency: 'GBP', rate: 0.7873, monthlyMinor: 19684, from: '2027-01-09T10:00:00.000Z' },
        ),
      ),
    ).toBe('JMD → GBP at 0.7873 per USD, from 2027-01-09');
    expect(
      eventSummary(
        event(
          'plan_month_written_off',
          { status: 'open' },
          {
            planId: 2,
            periodStart: '2027-01-09T10:00:00.000Z',
            periodEnd: '2027-02-09T10:00:00.000Z',
            amountUsdCents: 25000,
            status: 'void',
          },
        ),
      ),
    ).toBe('Plan #2, 2027-01-09 to 2027-02-09: $250: voided at Stripe');
    expect(eventSummary(event('plan_lines_changed', { monthlyUsdCents: 25000 }, { monthlyUsdCents: 9900 }))).toBe(
      '$250 → $99 a month, from the next period',
    );
  });
});

describe("who made a timeline's change, in the console", () => {
  const ada = { id: 1, name: 'Ada Lovelace', role: 'ADMIN' as const };

  it('names the API key that made the change after the admin it acts for', () => {
    expect(eventActor({ actor: ada, apiKey: 'Accounting sync' })).toBe('Ada Lovelace via API key “Accounting sync”');
  });

  it('names the person alone when no key was used, and the system when nobody made the change', () => {
    expect(eventActor({ actor: ada, apiKey: null })).toBe('Ada Lovelace');
    expect(eventActor({ actor: null, apiKey: null })).toBe('System');
  });
});
