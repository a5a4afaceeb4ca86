import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DAY_MS, Role, WEBHOOK_MESSAGES, WEBHOOK_RETRY_DAYS, WEBHOOK_TIMEOUT_SECONDS } from '@voosh/shared';
import { purposeKey } from '../common/crypto/purpose-keys';
import { unseal } from '../common/crypto/secret-box';
import { JobQueue } from '../common/queue/job-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { webhookEndpointDisabledMail } from '../mail/templates';
import { User } from '../users/entities/user.entity';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { type AttemptResult, postWebhook } from './webhook-sender';
import { webhookSignature } from './webhook-signature';
import { guardedLookup } from './webhook-target';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook-queue';
import { Metrics } from '../common/metrics/metrics';

const EXCERPT_KEPT = 500;

/** What became of an attempt: delivered, to be retried, or given up (the endpoint gone, the retry period over, nothing to do). */
type Outcome = 'succeeded' | 'retry' | 'gone' | 'expired' | 'skipped';

/**
 * Attempts deliveries, one job each, on whichever instance takes it. A 2xx answer delivers; any
 * other answer, a timeout or a refused address is a failed attempt, retried by the queue with
 * backoff until WEBHOOK_RETRY_DAYS after the message (then the delivery fails). A 410 Gone
 * disables the endpoint at once. An endpoint whose deliveries have all failed for
 * WEBHOOK_RETRY_DAYS is disabled and the admins are e-mailed.
 */
@Injectable()
export class WebhookDeliverer implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');
  private readonly secretKey;
  private readonly lookup;

  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.secretKey = purposeKey(config.jwtSecret, 'webhook-secret');
    this.lookup = guardedLookup(config.webhooksAllowPrivateNetworks);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work<WebhookDeliveryJob>(
      WEBHOOK_DELIVERY_QUEUE.name,
      async ({ deliveryId }) => {
        if ((await this.attempt(deliveryId)) === 'retry') throw new Error(`Delivery ${deliveryId} failed; retried later`);
      },
      { concurrency: WEBHOOK_DELIVERY_QUEUE.concurrency },
    );
  }

  /** One attempt of a delivery, recorded; answers what becomes of it. */
  async attempt(deliveryId: number): Promise<Outcome> {
    const em = this.em.fork();
    const delivery = await em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint', 'message'] });
    if (!delivery || delivery.status === 'succeeded' || delivery.status === 'failed') return 'skipped';
    const { endpoint, message } = delivery;
    if (!endpoint.enabled) return this.record(delivery, { error: WEBHOOK_MESSAGES.disabled }, 'expired');
    const body = JSON.stringify(message.body);
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await postWebhook({
      url: endpoint.url,
      body,
      timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
      lookup: this.lookup,
      headers: {
        'webhook-id': message.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(this.secretsOf(endpoint), message.id, timestamp, body),
      },
    });
    const delivered = 'status' in result && result.status >= 200 && result.status < 300;
    const gone = 'status' in result && result.status === 410;
    const expired = Date.now() - message.createdAt.getTime() >= WEBHOOK_RETRY_DAYS * DAY_MS;
    return this.record(delivery, result, delivered ? 'succeeded' : gone ? 'gone' : expired ? 'expired' : 'retry');
  }

  /** The secrets that sign now: the current one, and the previous one during its overlap after a rotation. */
  private secretsOf(endpoint: WebhookEndpoint): string[] {
    const secrets = [unseal(endpoint.secretBox, this.secretKey)];
    if (endpoint.previousSecretBox && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()) {
      secrets.push(unseal(endpoint.previousSecretBox, this.secretKey));
    }
    return secrets;
  }

  /** Stores the attempt and its outcome on the delivery and its endpoint, under the endpoint's lock. */
  private async record(delivery: WebhookDelivery, result: AttemptResult, outcome: Outcome): Promise<Outcome> {
    this.metrics.webhookAttempts.inc({ outcome });
    const now = new Date();
    await this.em.fork().transactional(async (em) => {
      const endpoint = await em.findOneOrFail(WebhookEndpoint, delivery.endpoint.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const stored = await em.findOneOrFail(WebhookDelivery, delivery.id);
      Object.assign(stored, {
        attempts: stored.attempts + 1,
        lastAttemptAt: now,
        lastStatusCode: 'status' in result ? result.status : null,
        lastResponse: 'status' in result ? result.excerpt.slice(0, EXCERPT_KEPT) : null,
        lastError: 'error' in result ? result.error : null,
        status: outcome === 'succeeded' ? 'succeeded' : outcome === 'retry' ? 'retrying' : 'failed',
        deliveredAt: outcome === 'succeeded' ? now : null,
      });
      if (outcome === 'succeeded') endpoint.failingSince = null;
      else endpoint.failingSince ??= now;
      if (outcome === 'gone') Object.assign(endpoint, { enabled: false, disabledReason: 'gone' });
      else if (
        endpoint.enabled &&
        endpoint.failingSince &&
        now.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_RETRY_DAYS * DAY_MS
      ) {
        Object.assign(endpoint, { enabled: false, disabledReason: 'failing' });
        await this.tellAdmins(em, endpoint);
      }
    });
    if (outcome !== 'succeeded')
      this.logger.warn(`Webhook delivery ${delivery.id} to endpoint ${delivery.endpoint.id}: ${describe(result)} (${outcome})`);
    return outcome;
  }

  private async tellAdmins(em: EntityManager, endpoint: WebhookEndpoint): Promise<void> {
    const admins = await em.find(User, { role: Role.Admin, isActive: true }, { orderBy: { id: 'asc' } });
    for (const admin of admins) {
      await this.mail.enqueue(em, webhookEndpointDisabledMail(admin.email, endpoint.url));
    }
  }
}

const describe = (result: AttemptResult) => ('status' in result ? `answered ${result.status}` : result.error);
