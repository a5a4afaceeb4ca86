import { addMonthsUtc, planMonthlyCents } from './plans';

describe('plans', () => {
  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonthsUtc(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-12-31T23:59:00Z'), 2).toISOString()).toBe('2027-02-28T23:59:00.000Z');
  });

  it('prices a plan from its lines', () => {
    expect(
      planMonthlyCents([
        { quantity: 2, unitMonthlyCents: 12500 },
        { quantity: 1, unitMonthlyCents: 17500 },
      ]),
    ).toBe(42500);
    expect(planMonthlyCents([])).toBe(0);
  });
});
