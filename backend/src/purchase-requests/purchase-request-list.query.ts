import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isPurchaseRequestStatus, type PurchaseRequestStatus, REQUEST_REFERENCE_KEYS } from '@voosh/shared';
import { badRequest } from '../common/http/api-error';
import { dateFilter, idFilter, likePattern, type Page, type ParsedList, positiveIntFilter, textFilter } from '../common/http/simple-rest';
import { TAX_TERMS_PROPS } from './entities/taxed-sale';
import { ledgerSummary, type LedgerRow, REQUEST_LEDGER_LATERAL } from './payments-ledger.service';
import type { PurchaseRequestResponse } from './dto/purchase-request.responses';
import { purchaseRequestAnswer, type PurchaseRequestFields, type PurchaseRequestItemFields } from './purchase-request.mapper';

/**
 * The purchase-request list as one plain SQL statement (the page with its total, each row's
 * customer, items and payment figures built by PostgreSQL), mapped by the same function as one
 * request's answer. The ORM's entities cost too much here.
 */

/** Entity property (as `parseListQuery` sorts) -> column of `purchase_requests r`. */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  id: 'r.id',
  createdAt: 'r.created_at',
  status: 'r.status',
  totalCents: 'r.total_cents',
  adminAdjustedCents: 'r.admin_adjusted_cents',
  // The customer's, looked up per row: sorting by them reads the users of the whole filtered list.
  customerName: "(select lower(concat_ws(' ', u.first_name, u.last_name)) from users u where u.id = r.user_id)",
  customerEmail: '(select u.email from users u where u.id = r.user_id)',
};

/** Each field of an item's answer (`PurchaseRequestItemFields`) and the column it is read from. */
const ITEM_COLUMNS = {
  id: 'i.id',
  product: "case when i.product_id is null then null else json_build_object('id', i.product_id) end",
  productName: 'i.product_name',
  armName: 'i.arm_name',
  quantity: 'i.quantity',
  unitSetupCents: 'i.unit_setup_cents',
  unitMonthlyCents: 'i.unit_monthly_cents',
  quoteRequired: 'i.quote_required',
} as const satisfies Record<keyof PurchaseRequestItemFields, string>;

/** Each reference (REQUEST_REFERENCES) and its column, named as the ORM's naming strategy names it. */
/** The request's columns of `properties`, named as MikroORM names them. */
function columnsOf<K extends string>(properties: readonly K[]): Record<K, string> {
  const naming = new UnderscoreNamingStrategy();
  return Object.fromEntries(properties.map((key) => [key, `r.${naming.propertyToColumnName(key)}`])) as Record<K, string>;
}

/**
 * Each field of a request's answer (`PurchaseRequestFields`, what the mapper reads) and the SQL
 * that reads it: a field the mapper reads without a column here fails the type check. The
 * customer and the items (in id order) are sub-selects rather than joins: they plan faster, and
 * the page has 25 rows.
 */
const REQUEST_COLUMNS = {
  id: 'r.id',
  status: 'r.status',
  approvalState: 'r.approval_state',
  approvedCents: 'r.approved_cents',
  source: 'r.source',
  setupCents: 'r.setup_cents',
  monthlyCents: 'r.monthly_cents',
  totalCents: 'r.total_cents',
  adminAdjustedCents: 'r.admin_adjusted_cents',
  adminNotes: 'r.admin_notes',
  customerNotes: 'r.customer_notes',
  ...columnsOf(REQUEST_REFERENCE_KEYS),
  productType: 'r.product_type',
  ...columnsOf(TAX_TERMS_PROPS),
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  user: "(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) from users u where u.id = r.user_id)",
} as const satisfies Record<keyof PurchaseRequestFields, string>;

const ITEMS_COLUMN = `(select coalesce(json_agg(json_build_object(${Object.entries(ITEM_COLUMNS)
  .map(([field, sql]) => `'${field}', ${sql}`)
  .join(', ')}) order by i.id), '[]') from purchase_request_items i where i.request_id = r.id)`;

const PAGE_COLUMNS = [...Object.entries(REQUEST_COLUMNS).map(([field, sql]) => `${sql} as "${field}"`), `${ITEMS_COLUMN} as items`].join(
  ', ',
);

/** Timestamps come back as PostgreSQL text, as the ORM reads them before making them Dates. */
type PageRow = Omit<PurchaseRequestFields, 'createdAt' | 'updatedAt'> &
  LedgerRow & { createdAt: string; updatedAt: string; items: PurchaseRequestItemFields[] };

/** A statement and its parameters, with the ORM's `?` placeholders. */
export interface ListStatement {
  sql: string;
  params: unknown[];
}

/**
 * The statement of one page of requests (only company `companyId`'s when given) matching the list's filter,
 * in its order, each row carrying the total unless `counted` is false.
 */
export function purchaseRequestPageStatement(companyId: number | null, list: ParsedList, counted: boolean): ListStatement {
  const where = listWhere(companyId, list.filter);
  const orderBy = orderByOf(list.orderBy);
  // The total rides along each row (PostgreSQL counts once, from the index); a page past the end counts apart.
  const totalSql = counted ? `(select count(*)::int from purchase_requests r ${where.sql})` : '0';
  return {
    sql: `select ${PAGE_COLUMNS}, ledger.*, ${totalSql} as total
     from (select * from purchase_requests r ${where.sql} order by ${orderBy} limit ? offset ?) r
     cross join ${REQUEST_LEDGER_LATERAL}
     order by ${orderBy}`,
    params: [...(counted ? where.params : []), ...where.params, list.limit, list.offset],
  };
}

/**
 * One page of requests (only company `companyId`'s when given) matching the list's filter, in its order.
 * `counted: false` (an export reading page after page) skips the total, answered as 0.
 */
export async function listPurchaseRequests(
  em: EntityManager,
  companyId: number | null,
  list: ParsedList,
  { counted = true }: { counted?: boolean } = {},
): Promise<Page<PurchaseRequestResponse>> {
  const page = purchaseRequestPageStatement(companyId, list, counted);
  const rows = await em.execute<(PageRow & { total: number })[]>(page.sql, page.params);
  const items = rows.map((row) =>
    purchaseRequestAnswer(
      { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) },
      row.items,
      ledgerSummary(row),
    ),
  );
  const total = rows[0]?.total ?? (list.offset === 0 || !counted ? 0 : await count(em, listWhere(companyId, list.filter)));
  return { items, offset: list.offset, total };
}

async function count(em: EntityManager, where: ListStatement): Promise<number> {
  const [{ total }] = await em.execute<{ total: number }[]>(
    `select count(*)::int as total from purchase_requests r ${where.sql}`,
    where.params,
  );
  return total;
}

function orderByOf(orderBy: ParsedList['orderBy']): string {
  return Object.entries(orderBy)
    .map(([property, direction]) => {
      const column = SORT_COLUMNS[property];
      if (!column) throw new Error(`No column to sort purchase requests by ${property}`);
      return `${column} ${direction === 'desc' ? 'desc' : 'asc'}`;
    })
    .join(', ');
}

/** The conditions of the list's filter (and of the owner) on `purchase_requests r`. */
function listWhere(companyId: number | null, filter: Record<string, unknown>): ListStatement {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    conditions.push(condition);
    params.push(...values);
  };
  if (companyId !== null) add('r.company_id = ?', companyId);
  const ids = idFilter(filter);
  if (ids) add(inList('r.id', ids), ...ids);
  const statuses = statusFilter(filter);
  if (statuses) add(inList('r.status', statuses), ...statuses);
  const userId = positiveIntFilter(filter, 'userId');
  if (userId) add('r.user_id = ?', userId);
  // Only narrows: a customer's own company is already a condition above.
  const ofCompany = positiveIntFilter(filter, 'companyId');
  if (ofCompany) add('r.company_id = ?', ofCompany);
  const from = dateFilter(filter, 'createdAt_gte');
  if (from) add('r.created_at >= ?', from);
  const to = dateFilter(filter, 'createdAt_lte');
  if (to) add('r.created_at <= ?', to);
  const q = textFilter(filter, 'q');
  if (q) {
    const pattern = likePattern(q);
    const byId = /^\d{1,9}$/.test(q);
    // Sub-selects keep one row per request (a join on items would repeat it and break paging).
    add(
      `(${byId ? 'r.id = ? or ' : ''}r.user_id in (select u.id from users u where u.email ilike ? or u.first_name ilike ? or u.last_name ilike ?)
        or r.admin_notes ilike ?
        or r.id in (select i.request_id from purchase_request_items i where i.product_name ilike ?))`,
      ...(byId ? [Number(q)] : []),
      ...Array<string>(5).fill(pattern),
    );
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** `column in (?, ...)`; an empty list matches nothing. */
function inList(column: string, values: readonly unknown[]): string {
  return values.length ? `${column} in (${values.map(() => '?').join(', ')})` : 'false';
}

/** `filter.status`: one known status or a list of them. */
function statusFilter(filter: Record<string, unknown>): PurchaseRequestStatus[] | undefined {
  const value = filter.status;
  if (value === undefined || value === null || value === '') return undefined;
  const statuses = Array.isArray(value) ? value : [value];
  if (!statuses.length || !statuses.every(isPurchaseRequestStatus))
    throw badRequest('filter status must be a purchase-request status or a list of them');
  return statuses;
}
