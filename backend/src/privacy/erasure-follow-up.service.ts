import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { claimDailyRun, claimJobPeriod } from '../settings/job-runs';
import { SettingsService } from '../settings/settings.service';
import { AccountErasureService } from './account-erasure.service';
import { Traced } from '../common/telemetry/traced';

const ERASURE_FOLLOW_UP_JOB = 'erasure-follow-up';
const ERASURE_FOLLOW_UP_EVERY_MS = 60 * 60 * 1000;
const ERASED_RECORDS_PURGE_JOB = 'erased-records-purge';

/**
 * What erasures and copies of data leave to do, once across instances: hourly, the Stripe
 * Customers of erased accounts that Stripe did not delete after the erasure (it was out of reach)
 * and the copies of data past their expiry or lost while being built; daily, the records
 * kept of accounts erased longer ago than the retention setting (erasedRecordsRetentionYears),
 * deleted with the account itself.
 */
@Injectable()
export class ErasureFollowUpService {
  private readonly logger = new Logger('Erasure');

  constructor(
    private readonly em: EntityManager,
    private readonly erasure: AccountErasureService,
    private readonly settings: SettingsService,
  ) {}

  @Interval(ERASURE_FOLLOW_UP_JOB, ERASURE_FOLLOW_UP_EVERY_MS)
  @Traced(`scheduled ${ERASURE_FOLLOW_UP_JOB}`)
  async run(): Promise<void> {
    if (await claimJobPeriod(this.em.fork(), ERASURE_FOLLOW_UP_JOB, ERASURE_FOLLOW_UP_EVERY_MS - 1000)) {
      await this.deleteLeftStripeCustomers();
      await this.tidyDataExports();
    }
    if (await claimDailyRun(this.em.fork(), ERASED_RECORDS_PURGE_JOB)) await this.purgeExpiredRecords();
  }

  /**
   * Copies of data past their expiry lose their ZIP (the row stays, so its page says it expired);
   * one still being built after an hour was lost with its instance, and is told as failed.
   */
  async tidyDataExports(): Promise<void> {
    const em = this.em.fork();
    await em.execute('update data_exports set archive = null where expires_at < now() and archive is not null');
    await em.execute("update data_exports set status = 'failed' where status = 'building' and created_at < now() - interval '1 hour'");
  }

  /** The accounts erased more than the retention period ago, each with everything kept of it, deleted; answers how many. */
  async purgeExpiredRecords(now = new Date()): Promise<number> {
    const years = (await this.settings.current()).erasedRecordsRetentionYears;
    const expired = await this.em
      .fork()
      .execute<{ id: number }[]>('select id from users where erased_at < ?::timestamptz - make_interval(years => ?)', [
        now.toISOString(),
        years,
      ]);
    for (const { id } of expired) {
      await this.em.fork().transactional(async (em) => {
        const mine = 'select id from purchase_requests where user_id = ?';
        // In the order the foreign keys ask: a plan holds its card payment, a payment its refunds, a request its documents.
        for (const sql of [
          'delete from plans where user_id = ?',
          `delete from payment_refunds where payment_id in (select id from payments where request_id in (${mine}))`,
          `delete from payments where request_id in (${mine})`,
          `delete from business_documents where request_id in (${mine})`,
          'delete from purchase_requests where user_id = ?',
          'delete from users where id = ? and erased_at is not null',
        ]) {
          await em.execute(sql, [id]);
        }
      });
    }
    if (expired.length) this.logger.log(`Deleted the kept records of ${expired.length} account(s) erased over ${years} years ago`);
    return expired.length;
  }

  /** The Stripe Customers still listed for erased accounts, deleted at Stripe and here. */
  async deleteLeftStripeCustomers(): Promise<void> {
    const left = await this.em
      .fork()
      .execute<{ id: number }[]>(
        'select distinct u.id from stripe_customers c join users u on u.id = c.user_id where u.erased_at is not null',
      );
    for (const { id } of left) await this.erasure.deleteStripeCustomers(id);
  }
}
