import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DEMO_ENGAGED_STATUS, DEMO_REQUEST_RETENTION_MONTHS } from '@voosh/shared';
import { Traced } from '../common/telemetry/traced';
import { claimDailyRun, DAILY_JOB_CHECK_MS } from '../settings/job-runs';

const DEMO_RETENTION_JOB = 'demo-requests-purge';

/**
 * Demo requests are kept DEMO_REQUEST_RETENTION_MONTHS after they were sent, as the Privacy Policy
 * says, unless they led to an engagement (DEMO_ENGAGED_STATUS): once a day, on one instance, the
 * older ones are deleted. Deleted rather than anonymised: what they hold is what the visitor wrote
 * to us, and the counts that read them (the analytics funnel, the weekly report) are of requests
 * still followed up.
 */
@Injectable()
export class DemoRetentionService {
  private readonly logger = new Logger('DemoRequests');

  constructor(private readonly em: EntityManager) {}

  /** Checked hourly; the day's run is claimed by one instance, at `now` (the clock's time). */
  @Interval(DEMO_RETENTION_JOB, DAILY_JOB_CHECK_MS)
  @Traced(`scheduled ${DEMO_RETENTION_JOB}`)
  async run(now = new Date(Date.now())): Promise<void> {
    if (await claimDailyRun(this.em.fork(), DEMO_RETENTION_JOB, now)) await this.deleteExpired(now);
  }

  /** The demo requests sent more than the retention period before `now` and not engaged, deleted; answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    const deleted = await this.em
      .fork()
      .execute<{ id: number }[]>(
        'delete from demo_submissions where created_at < ?::timestamptz - make_interval(months => ?) and status <> ? returning id',
        [now.toISOString(), DEMO_REQUEST_RETENTION_MONTHS, DEMO_ENGAGED_STATUS],
      );
    if (deleted.length) this.logger.log(`Deleted ${deleted.length} demo request(s) sent over ${DEMO_REQUEST_RETENTION_MONTHS} months ago`);
    return deleted.length;
  }
}
