import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { webhookDeliveryGoneText, WEBHOOK_MESSAGES } from '@voosh/shared';
import { ApiError, notFound } from '../common/http/api-error';
import { Traced } from '../common/telemetry/traced';
import { claimDailyRun, DAILY_JOB_CHECK_MS } from '../settings/job-runs';
import { SettingsService } from '../settings/settings.service';

const WEBHOOK_RETENTION_JOB = 'webhook-messages-purge';

/**
 * Webhook messages and their deliveries are kept for the `webhookRetentionDays` setting: once a
 * day, on one instance, the messages older than that are deleted, their deliveries with them (the
 * foreign key cascades). A delivery asked for after that is told as gone, not as unknown.
 */
@Injectable()
export class WebhookRetention {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  /** Checked hourly; the day's run is claimed by one instance, at `now` (the clock's time). */
  @Interval(WEBHOOK_RETENTION_JOB, DAILY_JOB_CHECK_MS)
  @Traced(`scheduled ${WEBHOOK_RETENTION_JOB}`)
  async run(now = new Date(Date.now())): Promise<void> {
    if (await claimDailyRun(this.em.fork(), WEBHOOK_RETENTION_JOB, now)) await this.purge(now);
  }

  /** The messages made more than the retention period before `now`, deleted with their deliveries; answers how many. */
  async purge(now: Date): Promise<number> {
    const { webhookRetentionDays: days } = await this.settings.current();
    const deleted = await this.em
      .fork()
      .execute<{ id: string }[]>('delete from webhook_messages where created_at < ?::timestamptz - make_interval(days => ?) returning id', [
        now.toISOString(),
        days,
      ]);
    if (deleted.length) this.logger.log(`Deleted ${deleted.length} webhook message(s) older than ${days} days, with their deliveries`);
    return deleted.length;
  }

  /**
   * The refusal for a delivery an endpoint does not have: 410 with the retention period when its id
   * was given out and no delivery holds it any more (deleted past that period), else 404.
   */
  async missingDelivery(em: EntityManager, deliveryId: number): Promise<ApiError> {
    const [row] = await em.execute<{ gone: boolean }[]>(
      `select ? <= (select case when is_called then last_value else 0 end from webhook_deliveries_id_seq)
          and not exists (select 1 from webhook_deliveries where id = ?) as gone`,
      [deliveryId, deliveryId],
    );
    if (!row?.gone) return notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const { webhookRetentionDays } = await this.settings.current();
    return new ApiError(HttpStatus.GONE, webhookDeliveryGoneText(webhookRetentionDays), { type: 'delivery_deleted' });
  }
}
