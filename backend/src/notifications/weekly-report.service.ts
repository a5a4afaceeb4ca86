import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Role } from '@voosh/shared';
import { MailService } from '../mail/mail.service';
import { claimJobPeriod } from '../settings/job-runs';
import { SettingsService } from '../settings/settings.service';
import { User } from '../users/entities/user.entity';
import { weeklyReportMail, type WeeklyStats } from './weekly-report-mail';
import { Traced } from '../common/telemetry/traced';

export const WEEKLY_REPORT_JOB = 'weekly-report';
/** Mondays 08:00 UTC. */
export const WEEKLY_REPORT_CRON = '0 8 * * 1';
const WEEK_MS = 7 * 24 * 3_600_000;
/** A run this close to the last one belongs to the same week (instances' clocks and ticks differ a little). */
const SAME_PERIOD_MS = WEEK_MS - 12 * 3_600_000;

export type WeeklyReportOutcome = ({ sent: true; recipients: number } & WeeklyStats) | { sent: false; reason: 'disabled' | 'already_sent' };

/**
 * The weekly report to the admins. Every instance's scheduler fires; one sends: the run claims its
 * week in `job_runs` within its transaction, so a concurrent run waits for it and then skips, and
 * a later one in the same week skips on the record.
 */
@Injectable()
export class WeeklyReportService {
  private readonly logger = new Logger('WeeklyReport');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  @Cron(WEEKLY_REPORT_CRON, { name: WEEKLY_REPORT_JOB, timeZone: 'UTC' })
  @Traced(`scheduled ${WEEKLY_REPORT_JOB}`)
  async scheduled(): Promise<void> {
    try {
      const outcome = await this.send();
      this.logger.log(outcome.sent ? `Weekly report sent to ${outcome.recipients} admin(s)` : `Weekly report skipped: ${outcome.reason}`);
    } catch (error) {
      this.logger.error(`Weekly report failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Queues the report of the 7 days before `now` to every active admin, unless disabled or already done. */
  async send(now = new Date()): Promise<WeeklyReportOutcome> {
    const settings = await this.settings.current();
    if (!settings.weeklyReports || !settings.emailNotifications) return { sent: false, reason: 'disabled' };
    const outcome = await this.em.fork().transactional(async (em): Promise<WeeklyReportOutcome> => {
      if (!(await claimJobPeriod(em, WEEKLY_REPORT_JOB, SAME_PERIOD_MS, now))) return { sent: false, reason: 'already_sent' };

      const stats = await this.stats(em, new Date(now.getTime() - WEEK_MS), now);
      const admins = await em.find(User, { role: Role.Admin, isActive: true }, { orderBy: { id: 'asc' } });
      for (const admin of admins) await this.mail.enqueue(em, weeklyReportMail(admin.email, stats));
      return { sent: true, recipients: admins.length, ...stats };
    });
    return outcome;
  }

  /**
   * New demo and purchase requests created in [from, to), and the requests completed in it
   * (revenue = their totals), dated by their move to completed in the audit timeline: a later edit
   * of a completed request does not move it into another week.
   */
  private async stats(em: EntityManager, from: Date, to: Date): Promise<WeeklyStats> {
    const [row] = await em.execute<{ demos: number; purchases: number; completed: number; revenue: string }[]>(
      `select
         (select count(*)::int from demo_submissions where created_at >= ? and created_at < ?) as demos,
         (select count(*)::int from purchase_requests where created_at >= ? and created_at < ?) as purchases,
         count(*)::int as completed,
         coalesce(sum(total_cents), 0)::bigint as revenue
       from purchase_requests r
       where r.status = 'completed' and exists (
         select 1 from purchase_request_events e
         where e.request_id = r.id and e.type = 'status_changed' and e.after ->> 'status' = 'completed' and e.created_at >= ? and e.created_at < ?)`,
      [from, to, from, to, from, to],
    );
    return {
      from,
      to,
      newDemoRequests: row!.demos,
      newPurchaseRequests: row!.purchases,
      completedRequests: row!.completed,
      completedRevenueCents: Number(row!.revenue),
    };
  }
}
