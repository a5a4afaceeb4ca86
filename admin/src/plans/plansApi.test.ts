import { mockApi } from '../../test/support/mockApi';
import { changePlan, getOverduePlanCharges, recordPlanPayment, refundPlanCharge } from './plansApi';

describe("the plans' calls", () => {
  it('asks for the oldest overdue months of invoice plans, with how many are overdue in all', async () => {
    const api = mockApi({
      'GET /api/admin/plan-charges/overdue': Response.json([{ id: 4 }], { headers: { 'Content-Range': 'plan-charges 0-0/37' } }),
    });
    expect(await getOverduePlanCharges(10)).toEqual({ data: [{ id: 4 }], total: 37 });
    expect(api.calls[0].query).toEqual({ sort: '["dueAt","ASC"]', range: '[0,9]', filter: '{}' });
  });

  it('changes a plan and records or refunds its months under their own paths', async () => {
    const api = mockApi({
      'POST /api/admin/plans/2/pause': { id: 2 },
      'POST /api/admin/plans/2/cancel': { id: 2 },
      'POST /api/admin/plan-charges/8/payments': { id: 2 },
      'POST /api/admin/plan-charges/8/refund': { id: 2 },
    });
    await changePlan(2, 'pause');
    await changePlan(2, 'cancel');
    await recordPlanPayment(8, { method: 'cash', reference: null });
    await refundPlanCharge(8, { amountCents: 100, reason: 'Duplicate' });
    expect(api.calls.map(({ key, body }) => [key, body])).toEqual([
      ['POST /api/admin/plans/2/pause', undefined],
      ['POST /api/admin/plans/2/cancel', undefined],
      ['POST /api/admin/plan-charges/8/payments', { method: 'cash', reference: null }],
      ['POST /api/admin/plan-charges/8/refund', { amountCents: 100, reason: 'Duplicate' }],
    ]);
  });
});
