import type { TransactionEventArgs } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor names an event type
export type EventType<E extends object> = abstract new (...args: any[]) => E;
type EventHandler<E extends object> = (em: EntityManager, event: E) => Promise<void>;

/** Work left for after a commit. The same function asked for twice in one transaction runs once. */
export type AfterCommitWork = () => Promise<unknown> | void;

interface AfterCommitOptions {
  /**
   * True (the default): the transaction's caller goes on once the work is done, so its answer
   * shows the work's effect (a card intent canceled at Stripe). False: the work starts at the
   * commit and runs on its own (a long Stripe round the answer does not depend on).
   */
  wait?: boolean;
}

/**
 * The one event bus. Business events are raised inside the transaction that caused them; their
 * handlers run at once, in turn, in that transaction (`em`): what they write (an outbox row, a
 * document, a timeline entry) commits or rolls back with the cause. The raising feature does not
 * know who listens; listeners import the event's class and register with `on`.
 *
 * Work that must wait for the commit (waking the outbox worker, a call to Stripe, never made under
 * a row lock) is asked for with `afterCommit` from inside the transaction: it runs once the
 * transaction has committed and never when it rolls back. Inside a nested transaction (a
 * savepoint), its release is no commit: the work passes to the transaction around it, and runs at
 * the outermost commit (or never, if that or the savepoint rolls back). Its failure is logged here (its own
 * retry, e.g. the reconciliation, picks it up) and never fails the committed change.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<EventType<object>, EventHandler<object>[]>();
  private readonly pending = new WeakMap<EntityManager, Map<AfterCommitWork, boolean>>();
  /** The EntityManager of each transaction under way, and the one around each nested transaction's. */
  private readonly managerOf = new WeakMap<object, EntityManager>();
  private readonly outerOf = new WeakMap<EntityManager, EntityManager>();
  private readonly logger = new Logger('DomainEvents');

  /**
   * Registered on the root EntityManager's event manager before any request, so every
   * transaction's fork (which clones it) reports its end here.
   */
  constructor(root: EntityManager) {
    root.getEventManager().registerSubscriber({
      // A nested transaction starts with the transaction around it as `transaction`; a root one with none.
      beforeTransactionStart: ({ em, transaction }: TransactionEventArgs) => {
        const outer = transaction && this.managerOf.get(transaction);
        if (outer) this.outerOf.set(em as EntityManager, outer);
      },
      afterTransactionStart: ({ em, transaction }: TransactionEventArgs) => {
        if (transaction) this.managerOf.set(transaction, em as EntityManager);
      },
      afterTransactionCommit: ({ em, transaction }: TransactionEventArgs) =>
        transaction?.savepointName ? this.released(em as EntityManager) : this.committed(em as EntityManager),
      afterTransactionRollback: ({ em }: TransactionEventArgs) => {
        this.pending.delete(em as EntityManager);
      },
    });
  }

  /** Handlers of one event type run in the order they registered; none replaces another. */
  on<E extends object>(type: EventType<E>, handler: EventHandler<E>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as EventHandler<object>);
    this.handlers.set(type, list);
  }

  async raise(em: EntityManager, event: object): Promise<void> {
    for (const handler of this.handlers.get(event.constructor as EventType<object>) ?? []) await handler(em, event);
  }

  /** Runs `work` once `em`'s transaction has committed. Outside a transaction there is no commit to wait for: nothing runs. */
  afterCommit(em: EntityManager, work: AfterCommitWork, { wait = true }: AfterCommitOptions = {}): void {
    if (!em.isInTransaction()) return;
    const works = this.pending.get(em) ?? new Map<AfterCommitWork, boolean>();
    works.set(work, (works.get(work) ?? false) || wait);
    this.pending.set(em, works);
  }

  /** A savepoint released: its work waits for the transaction around it. */
  private released(em: EntityManager): void {
    const outer = this.outerOf.get(em);
    // A savepoint of the same EntityManager: its work is already pending where the commit will find it.
    if (!outer || outer === em) return;
    const works = this.pending.get(em);
    this.pending.delete(em);
    if (!works) return;
    for (const [work, wait] of works) this.afterCommit(outer, work, { wait });
  }

  private async committed(em: EntityManager): Promise<void> {
    const works = this.pending.get(em);
    if (!works) return;
    this.pending.delete(em);
    for (const [work, wait] of works) {
      const run = this.run(work);
      if (wait) await run;
    }
  }

  private async run(work: AfterCommitWork): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error({ err: error }, 'Work after a commit failed');
    }
  }
}
