/** Statuses in which the vendor has asked for a request's money (approved onward, denied aside). */
export const MONEY_ASKED_STATUSES = ['approved', 'payment_due', 'paid', 'in_progress', 'completed'] as const;

const asked = MONEY_ASKED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * SQL: the invoice `d` (of the request `r`) is still open: its request's current one (not
 * superseded), no receipt names it as the one it pays, the vendor has asked the request's money,
 * and, for a plan's month, the month is still open.
 */
export const OPEN_INVOICE_SQL = `d.kind = 'invoice' and d.superseded_at is null and r.status in (${asked})
  and not exists (select 1 from business_documents receipt
                   where receipt.request_id = d.request_id and receipt.kind = 'receipt' and receipt.content->>'relatesTo' = d.number)
  and (d.content->'payment'->>'planChargeId' is null
       or exists (select 1 from plan_charges c where c.id = (d.content->'payment'->>'planChargeId')::int and c.status = 'open'))`;
