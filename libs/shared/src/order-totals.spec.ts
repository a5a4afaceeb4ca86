import { orderTotals, productsText } from './order-totals';

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

describe('productsText', () => {
  it("lists each line's name, quantity and unit prices in dollars, as a request's products text", () => {
    expect(JSON.parse(productsText([{ productName: 'SnapForm', quantity: 2, setupCents: 25050, monthlyCents: 12500 }]))).toEqual([
      { productName: 'SnapForm', quantity: 2, price: 125, setupPrice: 250.5 },
    ]);
  });
});
