import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import {
  addDays,
  INVOICE_OVERDUE_MARK,
  INVOICE_REMINDER_STAGES,
  invoiceReminderStage,
  type InvoiceReminderStage,
  isoDay,
} from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { Traced } from '../common/telemetry/traced';
import { claimJobPeriod } from '../settings/job-runs';
import { InvoiceOverdue, InvoiceReminderDue } from './document.events';
import { BusinessDocument } from './entities/business-document.entity';
import { OPEN_INVOICE_SQL } from './open-invoices';

export const INVOICE_REMINDERS_JOB = 'invoice-reminders';
const INVOICE_REMINDERS_EVERY_MS = 60 * 60_000;
/** How many days before its due date an invoice is first reminded of. */
const FIRST_REMINDER_LEAD_DAYS = -INVOICE_REMINDER_STAGES[0].daysFromDue;

type Mark = InvoiceReminderStage | typeof INVOICE_OVERDUE_MARK;

/**
 * Reminders of the open invoices that have a due date (a company's payment terms), hourly on
 * one instance: the reminder each is owed today (invoiceReminderStage) and, once past its due
 * date, the overdue notice. Each is kept as an `invoice_reminders` row inserted in the
 * transaction that raises it, so whatever the instances or runs, each goes out once.
 */
@Injectable()
export class InvoiceRemindersService {
  private readonly logger = new Logger('InvoiceReminders');

  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
  ) {}

  @Interval(INVOICE_REMINDERS_JOB, INVOICE_REMINDERS_EVERY_MS)
  @Traced(`scheduled ${INVOICE_REMINDERS_JOB}`)
  async scheduled(): Promise<void> {
    if (!(await claimJobPeriod(this.em.fork(), INVOICE_REMINDERS_JOB, INVOICE_REMINDERS_EVERY_MS - 1000))) return;
    // Read from Date.now, which a test's stopped clock moves.
    await this.remindDue(new Date(Date.now())).catch((error: unknown) => this.logger.error({ err: error }, 'Invoice reminders failed'));
  }

  /** Sends what is owed on `now`'s day; answers how many reminders and overdue notices went out. */
  async remindDue(now: Date): Promise<number> {
    const today = isoDay(now);
    const open = await this.em.fork().execute<{ id: number; dueDate: string }[]>(
      `select d.id, d.content->>'dueDate' as "dueDate"
         from business_documents d join purchase_requests r on r.id = d.request_id
        where ${OPEN_INVOICE_SQL} and r.company_id is not null and d.content->>'dueDate' <= ?
        order by d.id`,
      [isoDay(addDays(now, FIRST_REMINDER_LEAD_DAYS))],
    );
    let sent = 0;
    for (const invoice of open) {
      const marks: (Mark | null)[] = [invoiceReminderStage(invoice.dueDate, today), invoice.dueDate < today ? INVOICE_OVERDUE_MARK : null];
      for (const mark of marks) {
        if (!mark) continue;
        try {
          if (await this.em.fork().transactional((em) => this.send(em, invoice.id, mark))) sent += 1;
        } catch (error) {
          // One invoice that cannot be reminded of does not keep the others from being reminded of.
          this.logger.error({ err: error }, `Invoice ${invoice.id}: ${mark} not sent`);
        }
      }
    }
    return sent;
  }

  /** Keeps the mark and raises its event, unless it was kept already (by any instance). */
  private async send(em: EntityManager, documentId: number, mark: Mark): Promise<boolean> {
    const kept = await em.execute<{ stage: string }[]>(
      `insert into invoice_reminders (document_id, stage) values (?, ?) on conflict do nothing returning stage`,
      [documentId, mark],
    );
    if (kept.length === 0) return false;
    const invoice = await em.findOneOrFail(BusinessDocument, documentId, { populate: ['request'] });
    await this.events.raise(em, mark === INVOICE_OVERDUE_MARK ? new InvoiceOverdue(invoice) : new InvoiceReminderDue(invoice, mark));
    return true;
  }
}
