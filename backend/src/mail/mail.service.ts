import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../common/events/domain-events';
import { OutboxMessage } from './entities/outbox-message.entity';
import { SettingsService } from '../settings/settings.service';
import { type MailDraft, writeMail } from './templates';
import { OutboxWorker } from './outbox.worker';

/**
 * Queues e-mail in the caller's unit of work, so it is committed (or not) with its cause. The
 * worker is woken once that transaction commits, so the mail leaves at once without the caller
 * having to remember it; outside a transaction the worker's next tick sends it. A mail is headed,
 * signed and sent under the company's name as the company details stand when it is written.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly worker: OutboxWorker,
    private readonly events: DomainEvents,
    private readonly settings: SettingsService,
  ) {}

  /** One wake-up per transaction, however much mail it queued. */
  private readonly wakeWorker = (): void => this.worker.wake();

  async enqueue(em: EntityManager, draft: MailDraft): Promise<void> {
    // The reserved .invalid domain (an erased account's address) receives nothing.
    if (draft.to.toLowerCase().endsWith('.invalid')) return;
    const { companyDetails } = await this.settings.current();
    const { attachments = [], ...message } = writeMail(draft, companyDetails.name);
    const stored = attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      contentBase64: content.toString('base64'),
    }));
    em.persist(em.create(OutboxMessage, { ...message, attachments: stored }));
    this.events.afterCommit(em, this.wakeWorker);
  }
}
