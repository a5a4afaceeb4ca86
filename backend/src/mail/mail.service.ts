import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OutboxMessage } from './entities/outbox-message.entity';
import type { MailMessage } from './mail-transport';
import { OutboxWorker } from './outbox.worker';

/** Queues e-mail in the caller's unit of work, so it is committed (or not) with its cause. */
@Injectable()
export class MailService {
  constructor(private readonly worker: OutboxWorker) {}

  enqueue(em: EntityManager, message: MailMessage): void {
    em.persist(em.create(OutboxMessage, message));
  }

  /** Ask the worker to look now rather than at its next tick (call after the commit). */
  wake(): void {
    this.worker.wake();
  }
}
