import { SchedulerRegistry } from '@nestjs/schedule';
import { WEEKLY_REPORT_JOB, WeeklyReportService } from '../src/notifications/weekly-report.service';
import { matrixActors } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { createTestApp, TestApp, type TestAppWithMail } from './support/test-app';
import { outboxSettled } from './support/outbox';

const DAY_MS = 24 * 3_600_000;

describe('Weekly report to admins', () => {
  let first: TestAppWithMail;
  let second: TestApp;
  let actors: MatrixActors;
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  beforeAll(async () => {
    first = await createTestApp({}, { mail: true });
    // A second instance of the app on the same database and mail server, as in a multi-instance deployment.
    second = await createTestApp({ ...first.mail.appEnv(), DATABASE_URL: first.databaseUrl });
    actors = await matrixActors(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const report = (app: TestApp, at = now) => app.app.get(WeeklyReportService).send(at);
  const setting = (body: Record<string, boolean>) => first.http.put('/api/admin/settings').set(actors.admin.auth).send(body).expect(200);
  const reportMails = () => first.mail.mails.filter((mail) => mail.raw.includes('weekly report'));

  it('is scheduled weekly', () => {
    const job = first.app.get(SchedulerRegistry).getCronJob(WEEKLY_REPORT_JOB);
    const next = job.nextDate().toJSDate();
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 8, 0]);
  });

  it('is not sent unless weeklyReports and emailNotifications are both on', async () => {
    expect(await report(first)).toEqual({ sent: false, reason: 'disabled' });
    await setting({ weeklyReports: true });
    await setting({ emailNotifications: false });
    expect(await report(first)).toEqual({ sent: false, reason: 'disabled' });
    await setting({ emailNotifications: true });
  });

  it("sends the week's figures once to every admin, however many instances race", async () => {
    const connection = first.em().getConnection();
    const customer = actors.customerA.user.id;
    const demo = (createdAt: Date) =>
      connection.execute('insert into demo_submissions (name, email, company, created_at, updated_at) values (?, ?, ?, ?, ?)', [
        'Ada',
        'ada@example.com',
        'Engines',
        createdAt,
        createdAt,
      ]);
    /** A request as the app leaves it: completing one appends a status_changed event; a later edit moves only updated_at. */
    const request = async (
      status: string,
      totalCents: number,
      createdAt: Date,
      completedAt?: Date,
      updatedAt = completedAt ?? createdAt,
    ) => {
      const [row] = await connection.execute<{ id: number }[]>(
        'insert into purchase_requests (user_id, status, source, setup_cents, monthly_cents, total_cents, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning id',
        [customer, status, 'cart', totalCents, 0, totalCents, createdAt, updatedAt],
      );
      if (!completedAt) return;
      await connection.execute(
        'insert into purchase_request_events (request_id, type, before, after, created_at) values (?, \'status_changed\', \'{"status":"in_progress"}\', \'{"status":"completed"}\', ?)',
        [row!.id, completedAt],
      );
    };
    await demo(daysAgo(1));
    await demo(daysAgo(6));
    await demo(daysAgo(8)); // last week
    await request('submitted', 10_000, daysAgo(2));
    await request('completed', 25_050, daysAgo(20), daysAgo(3)); // completed this week
    await request('completed', 99_900, daysAgo(30), daysAgo(10)); // completed last week
    await request('completed', 40_000, daysAgo(30), daysAgo(9), daysAgo(1)); // completed last week, its notes edited this week

    const outcomes = await Promise.all([report(first), report(second), report(first), report(second)]);
    const sent = outcomes.filter((outcome) => outcome.sent);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      sent: true,
      recipients: 2,
      newDemoRequests: 2,
      newPurchaseRequests: 1,
      completedRequests: 1,
      completedRevenueCents: 25_050,
    });
    for (const outcome of outcomes.filter((candidate) => !candidate.sent)) {
      expect(['running_elsewhere', 'already_sent']).toContain((outcome as { reason: string }).reason);
    }

    for (const admin of ['admin@voosh.test', actors.admin.user.email]) {
      const mail = await first.mail.waitFor(admin, (candidate) => candidate.raw.includes('weekly report'));
      expect(mail.raw).toContain('New demo requests: 2');
      expect(mail.raw).toContain('New purchase requests: 1');
      expect(mail.raw).toContain('Completed purchase requests: 1, revenue $250.50');
    }
    expect(reportMails().some((mail) => mail.to.includes(actors.customerA.user.email))).toBe(false);
    // Nothing extra is left to send.
    await outboxSettled(first);
    expect(reportMails()).toHaveLength(2);
  });

  it('skips later in the same week, and sends again the next week', async () => {
    expect(await report(second, new Date(now.getTime() + DAY_MS))).toEqual({ sent: false, reason: 'already_sent' });
    const nextWeek = await report(second, new Date(now.getTime() + 7 * DAY_MS));
    expect(nextWeek).toMatchObject({ sent: true, recipients: 2 });
  });
});
