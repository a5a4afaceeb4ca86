import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { OutboxMessage } from './entities/outbox-message.entity';
import type { MailMessage } from './mail-transport';
import { OutboxWorker } from './outbox.worker';

/**
 * Queues e-mail in the caller's unit of work, so it is committed (or not) with its cause. The
 * worker is woken once that transaction commits, so the mail leaves at once without the caller
 * having to remember it; outside a transaction the worker's next tick sends it.
 */
@Injectable()
export class MailService implements OnModuleInit {
  /** The transactions (their forked EntityManagers) that queued mail and have not ended yet. */
  private readonly queuedIn = new WeakSet<EntityManager>();

  constructor(
    private readonly em: EntityManager,
    private readonly worker: OutboxWorker,
  ) {}

  onModuleInit(): void {
    // Registered before any request: every transaction's fork clones this event manager.
    this.em.getEventManager().registerSubscriber({
      afterTransactionCommit: ({ em }) => {
        if (this.queuedIn.delete(em as EntityManager)) this.worker.wake();
      },
      afterTransactionRollback: ({ em }) => {
        this.queuedIn.delete(em as EntityManager);
      },
    });
  }

  enqueue(em: EntityManager, { attachments = [], ...message }: MailMessage): void {
    const stored = attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: content.toString('base64'),
    }));
    em.persist(em.create(OutboxMessage, { ...message, attachments: stored }));
    if (em.isInTransaction()) this.queuedIn.add(em);
  }
}
