import { isOrderStatus, ORDER_STAGES, orderProgress, orderStages, type StageEvent } from './order-tracking';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const created = (day: number): StageEvent => ({ after: { status: 'submitted', totalCents: 37_500, source: 'cart' }, createdAt: at(day) });
const moved = (to: string, day: number): StageEvent => ({ after: { status: to }, createdAt: at(day) });
const noted = (day: number): StageEvent => ({ after: { adminNotes: 'Call on Monday' }, createdAt: at(day) });

describe('order tracking', () => {
  it('counts paid, in progress and completed requests as orders, and nothing else', () => {
    expect(['paid', 'in_progress', 'completed'].every(isOrderStatus)).toBe(true);
    expect(['submitted', 'under_review', 'approved', 'payment_due', 'denied', 'pending'].some(isOrderStatus)).toBe(false);
  });

  it('lists the five stages in order', () => {
    expect(ORDER_STAGES.map((stage) => stage.label)).toEqual(['Submitted', 'Approved', 'Paid', 'In progress', 'Completed']);
  });

  it('marks the stages before the one reached done, that one current, and dates them from the events', () => {
    const events = [
      created(1),
      moved('under_review', 2),
      noted(2),
      moved('approved', 3),
      moved('payment_due', 4),
      moved('paid', 5),
      moved('in_progress', 6),
    ];
    expect(orderStages('in_progress', events)).toEqual([
      { status: 'submitted', label: 'Submitted', state: 'done', date: at(1) },
      { status: 'approved', label: 'Approved', state: 'done', date: at(3) },
      { status: 'paid', label: 'Paid', state: 'done', date: at(5) },
      { status: 'in_progress', label: 'In progress', state: 'current', date: at(6) },
      { status: 'completed', label: 'Completed', state: 'upcoming', date: null },
    ]);
  });

  it('makes every stage done once completed, and dates a stage by the last time it was entered', () => {
    const events = [
      created(1),
      moved('approved', 2),
      moved('denied', 3),
      moved('under_review', 4),
      moved('approved', 5),
      moved('paid', 6),
      moved('in_progress', 7),
      moved('completed', 9),
    ];
    const stages = orderStages('completed', events);
    expect(stages.map((stage) => stage.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(stages.map((stage) => stage.date)).toEqual([at(1), at(5), at(6), at(7), at(9)]);
  });

  it('leaves a passed stage without an event undated, and undates stages not reached', () => {
    const stages = orderStages('paid', [created(1), moved('paid', 2), moved('in_progress', 3)]);
    expect(stages.map((stage) => [stage.state, stage.date])).toEqual([
      ['done', at(1)],
      ['done', null],
      ['current', at(2)],
      ['upcoming', null],
      ['upcoming', null],
    ]);
  });

  it('measures progress by the stage reached', () => {
    expect(['submitted', 'under_review', 'approved', 'payment_due', 'paid', 'in_progress', 'completed'].map(orderProgress)).toEqual([
      0, 0, 25, 25, 50, 75, 100,
    ]);
    expect(orderProgress('denied')).toBe(0);
    expect(orderProgress('archived')).toBe(0);
    expect(orderStages('archived', [created(1)]).every((stage) => stage.state === 'upcoming')).toBe(true);
  });
});
