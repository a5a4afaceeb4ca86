import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';

/**
 * Work to do once a transaction that asked for it has committed (never if it rolls back): the
 * outbox worker's wake-up after mail was queued, a card plan's subscription after the plan was
 * started. `watch` registers on the root EntityManager's event manager, before any request, so
 * every transaction's fork (which clones it) reports its end; `mark` asks for the work from
 * inside a transaction, once however often it is marked. The work runs after the request's
 * answer is decided: its failure is logged here (its own retry, e.g. the reconciliation, picks it
 * up), never left as an unhandled rejection.
 */
export class AfterCommit {
  private readonly marked = new WeakSet<EntityManager>();

  private static readonly logger = new Logger('AfterCommit');

  constructor(private readonly work: () => Promise<unknown> | void) {}

  watch(root: EntityManager): void {
    root.getEventManager().registerSubscriber({
      afterTransactionCommit: ({ em }) => {
        if (this.marked.delete(em as EntityManager)) void this.run();
      },
      afterTransactionRollback: ({ em }) => {
        this.marked.delete(em as EntityManager);
      },
    });
  }

  private async run(): Promise<void> {
    try {
      await this.work();
    } catch (error) {
      AfterCommit.logger.error({ err: error }, 'Work after a commit failed');
    }
  }

  /** Outside a transaction there is no commit to wait for: nothing is marked. */
  mark(em: EntityManager): void {
    if (em.isInTransaction()) this.marked.add(em);
  }
}
