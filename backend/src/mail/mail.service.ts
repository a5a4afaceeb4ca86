import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { AfterCommit } from '../common/database/after-commit';
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
  /** Wakes the worker once a transaction that queued mail has committed. */
  private readonly wakeAfterCommit = new AfterCommit(() => this.worker.wake());

  constructor(
    private readonly em: EntityManager,
    private readonly worker: OutboxWorker,
  ) {}

  onModuleInit(): void {
    this.wakeAfterCommit.watch(this.em);
  }

  enqueue(em: EntityManager, { attachments = [], ...message }: MailMessage): void {
    const stored = attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: content.toString('base64'),
    }));
    em.persist(em.create(OutboxMessage, { ...message, attachments: stored }));
    this.wakeAfterCommit.mark(em);
  }
}
