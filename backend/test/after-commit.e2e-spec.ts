// @test-pass direct: transactions of one EntityManager in this process; no HTTP involved
import { DomainEvents } from '../src/common/events/domain-events';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Work asked for after a commit runs after the outermost commit, whatever the nesting: a nested
 * transaction (a savepoint) releasing is no commit, and a rollback around it drops its work.
 */
describe('Work after a commit, in nested transactions', () => {
  let t: TestApp;
  let bus: DomainEvents;
  beforeAll(async () => {
    t = await createTestApp();
    bus = t.app.get(DomainEvents);
  });
  afterAll(() => t.close());

  it('runs work asked for in a savepoint only once the transaction around it commits', async () => {
    const ran: string[] = [];
    await t.em().transactional(async (outer) => {
      await outer.transactional(async (inner) => {
        bus.afterCommit(inner, () => void ran.push('inner'));
        await inner.execute('select 1');
      });
      // The savepoint is released, the transaction still open: nothing has run.
      expect(ran).toEqual([]);
      bus.afterCommit(outer, () => void ran.push('outer'));
    });
    expect(ran).toEqual(['inner', 'outer']);
  });

  it('never runs work asked for in a savepoint when the transaction around it rolls back', async () => {
    const ran: string[] = [];
    await expect(
      t.em().transactional(async (outer) => {
        await outer.transactional(async (inner) => void bus.afterCommit(inner, () => void ran.push('inner')));
        throw new Error('the outer transaction fails after the savepoint');
      }),
    ).rejects.toThrow('the outer transaction fails');
    expect(ran).toEqual([]);
  });

  it('never runs work of a savepoint rolled back, and runs the rest at the commit', async () => {
    const ran: string[] = [];
    await t.em().transactional(async (outer) => {
      bus.afterCommit(outer, () => void ran.push('outer'));
      await outer
        .transactional(async (inner) => {
          bus.afterCommit(inner, () => void ran.push('inner'));
          throw new Error('the savepoint fails');
        })
        .catch(() => undefined);
    });
    expect(ran).toEqual(['outer']);
  });
});
