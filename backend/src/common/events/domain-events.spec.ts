import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { DomainEvents } from './domain-events';

type Subscriber = {
  afterTransactionCommit(args: { em: unknown }): Promise<void>;
  afterTransactionRollback(args: { em: unknown }): void;
};

/** The bus over a root EntityManager whose transactions this test ends by hand. */
function busWithTransactions() {
  let subscriber: Subscriber | undefined;
  const root = { getEventManager: () => ({ registerSubscriber: (s: Subscriber) => (subscriber = s) }) };
  const bus = new DomainEvents(root as never);
  const transaction = () => ({ isInTransaction: () => true }) as unknown as EntityManager;
  return {
    bus,
    transaction,
    commit: (em: EntityManager) => subscriber!.afterTransactionCommit({ em }),
    rollback: (em: EntityManager) => subscriber!.afterTransactionRollback({ em }),
  };
}

class Happened {
  constructor(readonly what: string) {}
}

describe('DomainEvents', () => {
  it('runs every handler of an event type, in the order they registered, with the raiser’s EntityManager', async () => {
    const { bus, transaction } = busWithTransactions();
    const em = transaction();
    const seen: string[] = [];
    bus.on(Happened, async (got, event) => void seen.push(`first ${event.what} ${got === em}`));
    bus.on(Happened, async (_em, event) => void seen.push(`second ${event.what}`));
    await bus.raise(em, new Happened('paid'));
    expect(seen).toEqual(['first paid true', 'second paid']);
  });

  it('runs after-commit work once the transaction has committed, once per function however often asked', async () => {
    const { bus, transaction, commit } = busWithTransactions();
    const em = transaction();
    const other = transaction();
    const wake = jest.fn();
    bus.afterCommit(em, wake);
    bus.afterCommit(em, wake);
    bus.afterCommit(other, wake);
    expect(wake).not.toHaveBeenCalled();
    await commit(em);
    expect(wake).toHaveBeenCalledTimes(1);
    await commit(em);
    expect(wake).toHaveBeenCalledTimes(1);
    await commit(other);
    expect(wake).toHaveBeenCalledTimes(2);
  });

  it('never runs the work of a transaction that rolled back, nor outside a transaction', async () => {
    const { bus, transaction, commit, rollback } = busWithTransactions();
    const em = transaction();
    const work = jest.fn();
    bus.afterCommit(em, work);
    rollback(em);
    await commit(em);
    bus.afterCommit({ isInTransaction: () => false } as unknown as EntityManager, work);
    expect(work).not.toHaveBeenCalled();
  });

  it('waits for work by default, starts work asked not to be waited for, and logs a failure instead of failing the commit', async () => {
    const { bus, transaction, commit } = busWithTransactions();
    const em = transaction();
    const order: string[] = [];
    let finishSlow!: () => void;
    const slow = new Promise<void>((resolve) => (finishSlow = resolve));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    bus.afterCommit(em, () => slow.then(() => void order.push('long Stripe round')), { wait: false });
    bus.afterCommit(em, async () => {
      throw new Error('Stripe unreachable');
    });
    bus.afterCommit(em, async () => void order.push('waited for'));

    await expect(commit(em)).resolves.toBeUndefined();
    expect(order).toEqual(['waited for']);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'Work after a commit failed');
    finishSlow();
    await slow;
    await Promise.resolve();
    expect(order).toEqual(['waited for', 'long Stripe round']);
    logged.mockRestore();
  });
});
