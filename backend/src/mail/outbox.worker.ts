import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isDatabaseUnavailable } from '../common/database/unavailable';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxMessage } from './entities/outbox-message.entity';
import { type MailMessage, MailTransport } from './mail-transport';
import { Metrics } from '../common/metrics/metrics';
import { outsideTraces } from '../common/telemetry/traced';

export const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** Longer than a send can take (the transport's timeouts): a message claimed this long ago by a run that died is sent again. */
const CLAIM_MS = 5 * 60_000;

/** The mail a queued message sends, its attachments decoded. */
function mailOf({ to, subject, text, html, attachments, fromName }: OutboxMessage): MailMessage {
  return {
    to,
    fromName,
    subject,
    text,
    html,
    attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({
      filename,
      contentType,
      content: Buffer.from(contentBase64, 'base64'),
    })),
  };
}

/** Exponential backoff: 5 s, 10 s, 20 s ... capped at one hour. */
export const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Sends pending outbox messages. Rows are claimed with FOR UPDATE SKIP LOCKED and a claim time,
 * so several instances can run the worker without sending anything twice, and no transaction stays
 * open while the SMTP server answers (or does not); a failure is retried with backoff and given up
 * (status `failed`) after MAX_ATTEMPTS.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    const pending = () =>
      this.em
        .fork()
        .execute<{ count: number; oldest: number | null }[]>(
          `select count(*)::int as count, extract(epoch from now() - min(created_at))::float as oldest from outbox_messages where status = 'pending'`,
        )
        .then(([row]) => row!);
    metrics.gauges(pending, [
      { name: 'mail_outbox_pending', help: 'Mails in the outbox not sent yet', value: (row) => row.count },
      {
        name: 'mail_outbox_oldest_pending_seconds',
        help: 'Age of the oldest mail not sent yet (0 when none)',
        value: (row) => row.oldest ?? 0,
      },
    ]);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), this.config.mailPollMs);
    this.timer.unref();
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // Each mail sent is a trace of its own, whoever woke the run (mail.send).
    this.running = outsideTraces(() => this.drain())
      .catch((error: unknown) =>
        // The database out of reach (restarting) is an outage the next run gets past, not a fault of the outbox.
        isDatabaseUnavailable(error)
          ? this.logger.warn({ err: error }, 'Outbox run postponed: database unavailable')
          : this.logger.error({ err: error }, 'Outbox run failed'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends until nothing is due. */
  private async drain(): Promise<void> {
    while (!this.stopped && (await this.sendBatch()) === BATCH);
  }

  /** One batch: claimed in a short transaction, then sent with no transaction open while SMTP is talked to. */
  private async sendBatch(): Promise<number> {
    const claimed = await this.claim();
    for (const message of claimed) await this.deliver(message);
    return claimed.length;
  }

  /** Due messages taken for this run: due again only after CLAIM_MS, so other runs and instances skip them meanwhile. */
  private claim(): Promise<OutboxMessage[]> {
    return this.em.fork().transactional(async (em) => {
      const due = await em.find(
        OutboxMessage,
        { status: 'pending', nextAttemptAt: { $lte: new Date() } },
        { orderBy: { id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE /* SKIP LOCKED */ },
      );
      const until = new Date(Date.now() + CLAIM_MS);
      for (const message of due) message.nextAttemptAt = until;
      return due;
    });
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const attempts = message.attempts + 1;
    let outcome: Partial<Pick<OutboxMessage, 'status' | 'sentAt' | 'lastError' | 'text' | 'html' | 'attachments' | 'nextAttemptAt'>>;
    try {
      await this.transport.send(mailOf(message), message.id);
      // Sent mail is the recipient's now: its body (sign-up and reset codes among others) is not kept.
      outcome = { status: 'sent', sentAt: new Date(), lastError: null, text: '', html: '', attachments: [] };
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      outcome =
        attempts >= MAX_ATTEMPTS
          ? { status: 'failed', lastError }
          : { lastError, nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) };
      this.logger.warn(`Mail ${message.id} to ${message.to} failed (attempt ${attempts}): ${lastError}`);
    }
    await this.em.fork().nativeUpdate(OutboxMessage, { id: message.id }, { attempts, ...outcome });
  }
}
