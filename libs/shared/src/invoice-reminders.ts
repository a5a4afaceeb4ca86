import { daysBetween } from './days';

/**
 * Reminders of an open invoice that has a due date (one under a company's payment terms): its
 * company's finance members are e-mailed a few days before the due date, on it, and 7 and 14 days
 * after it, each reminder once. Once past its due date the invoice is overdue (the webhook
 * `invoice.overdue`, once).
 */
export const INVOICE_REMINDER_STAGES = [
  { stage: 'due_soon', daysFromDue: -3 },
  { stage: 'due_today', daysFromDue: 0 },
  { stage: 'overdue_7', daysFromDue: 7 },
  { stage: 'overdue_14', daysFromDue: 14 },
] as const;
export type InvoiceReminderStage = (typeof INVOICE_REMINDER_STAGES)[number]['stage'];

/** The mark kept (like a reminder) once an invoice was told to be overdue. */
export const INVOICE_OVERDUE_MARK = 'overdue';

/**
 * The reminder an invoice due on `dueDate` is owed on `today` (ISO days): the latest stage reached,
 * so a reminder missed while the job was down is not sent late once a later one is due; null
 * before the first.
 */
export function invoiceReminderStage(dueDate: string, today: string): InvoiceReminderStage | null {
  const days = daysBetween(dueDate, today);
  return INVOICE_REMINDER_STAGES.findLast((reminder) => reminder.daysFromDue <= days)?.stage ?? null;
}
