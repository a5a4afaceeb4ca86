import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Work to do once a transaction that asked for it has committed (never if it rolls back): the
 * outbox worker's wake-up after mail was queued, a card plan's subscription after the plan was
 * started. `watch` registers on the root EntityManager's event manager, before any request, so
 * every transaction's fork (which clones it) reports its end; `mark` asks for the work from
 * inside a transaction, once however often it is marked.
 */
export class AfterCommit {
  private readonly marked = new WeakSet<EntityManager>();

  constructor(private readonly work: () => void) {}

  watch(root: EntityManager): void {
    root.getEventManager().registerSubscriber({
      afterTransactionCommit: ({ em }) => {
        if (this.marked.delete(em as EntityManager)) this.work();
      },
      afterTransactionRollback: ({ em }) => {
        this.marked.delete(em as EntityManager);
      },
    });
  }

  /** Outside a transaction there is no commit to wait for: nothing is marked. */
  mark(em: EntityManager): void {
    if (em.isInTransaction()) this.marked.add(em);
  }
}
