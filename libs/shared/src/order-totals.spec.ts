import { orderTotals } from './order-totals';

describe('orderTotals', () => {
  it('adds setup, monthly and the first month', () => {
    expect(
      orderTotals([
        { setupCents: 25000, monthlyCents: 12500, quantity: 2 },
        { setupCents: 30000, monthlyCents: 13500, quantity: 1 },
      ]),
    ).toEqual({ setupCents: 80000, monthlyCents: 38500, totalCents: 118500 });
  });

  it('is zero for nothing', () => expect(orderTotals([])).toEqual({ setupCents: 0, monthlyCents: 0, totalCents: 0 }));
});
