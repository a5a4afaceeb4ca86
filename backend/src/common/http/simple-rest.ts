import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { badRequest } from './api-error';

/**
 * The list dialect of ra-data-simple-rest: `?sort=["field","ASC"]&range=[0,24]&filter={...}`,
 * answered as a plain JSON array with `Content-Range: <resource> 0-24/319`.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC"|"DESC"]', example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString({ message: 'sort must be text' })
  @MaxLength(200, { message: 'sort must be at most 200 characters' })
  sort?: string;

  @ApiPropertyOptional({ description: 'JSON [first, last] (inclusive, zero-based)', example: '[0,24]' })
  @IsOptional()
  @IsString({ message: 'range must be text' })
  @MaxLength(100, { message: 'range must be at most 100 characters' })
  range?: string;

  @ApiPropertyOptional({ description: 'JSON object of filters; {"id":[1,2]} fetches several by id', example: '{"status":"submitted"}' })
  @IsOptional()
  @IsString({ message: 'filter must be text' })
  @MaxLength(4000, { message: 'filter must be at most 4000 characters' })
  filter?: string;
}

export const MAX_PAGE_SIZE = 100;
/** Rows of a list asked for without a range. */
export const DEFAULT_PAGE_SIZE = 25;

export interface ListSpec<Field extends string> {
  /** API field name -> entity property path it sorts by (indexed columns only). */
  sortable: Record<Field, string>;
  defaultSort: [Field, 'ASC' | 'DESC'];
  /** Filter keys the resource understands; any other is a 400. */
  filters: readonly string[];
}

/**
 * A list's sort fields and filter keys as its route's OpenAPI description states them, from the
 * spec the list parses with (so the document cannot drift from what the list accepts). `notes`
 * explains filters by key, e.g. { q: 'name or e-mail' }.
 */
export function listDialect<Field extends string>(spec: ListSpec<Field>, resource: string, notes: Record<string, string> = {}): string {
  const filters = ['id', ...spec.filters].map((key) => (notes[key] ? `${key} (${notes[key]})` : key));
  return `sort: ${Object.keys(spec.sortable).join(', ')}; filter: ${filters.join(', ')}; a date alone in a _lte filter means the end of that day (UTC). Content-Range: ${resource} a-b/total`;
}

/** An order by one property or, through a dotted path, one of an embedded object's: { charged: { amountUsdCents: 'asc' } }. */
export type ListOrder = { [property: string]: 'asc' | 'desc' | ListOrder };

export interface ParsedList {
  orderBy: ListOrder;
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be valid JSON`);
  }
}

export function parseListQuery<Field extends string>(query: ListQueryDto, spec: ListSpec<Field>): ParsedList {
  let [field, direction]: [string, string] = spec.defaultSort;
  if (query.sort) {
    const sort = parseJson('sort', query.sort);
    if (!Array.isArray(sort) || sort.length !== 2 || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
      throw badRequest('sort must be ["field","ASC" or "DESC"]');
    }
    [field, direction] = sort as [string, string];
  }
  if (!Object.hasOwn(spec.sortable, field)) {
    throw badRequest(`Cannot sort by ${field}; sortable fields: ${Object.keys(spec.sortable).join(', ')}`);
  }
  if (!/^(asc|desc)$/i.test(direction)) throw badRequest('sort direction must be ASC or DESC');

  let filter: Record<string, unknown> = {};
  if (query.filter) {
    const parsed = parseJson('filter', query.filter);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('filter must be a JSON object');
    filter = parsed as Record<string, unknown>;
    const unknown = Object.keys(filter).filter((key) => key !== 'id' && !spec.filters.includes(key));
    if (unknown.length) throw badRequest(`Unknown filter field ${unknown[0]}; filters: ${['id', ...spec.filters].join(', ')}`);
  }

  // getMany asks for a list of ids without a range: every one of them (idFilter caps the list).
  let offset = 0;
  let limit = Array.isArray(filter.id) ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  if (query.range) {
    const range = parseJson('range', query.range);
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
      throw badRequest('range must be [first, last] with 0 <= first <= last');
    }
    offset = range[0];
    limit = range[1] - range[0] + 1;
    if (limit > MAX_PAGE_SIZE)
      throw badRequest(
        `range must cover at most ${MAX_PAGE_SIZE} rows (the page cap); ask for the next page, or use the CSV export for a whole list`,
      );
  }
  const sortPath = spec.sortable[field as Field];
  const orderBy = sortPath
    .split('.')
    .reduceRight<ListOrder | 'asc' | 'desc'>(
      (inner, property) => ({ [property]: inner }),
      direction.toLowerCase() as 'asc' | 'desc',
    ) as ListOrder;
  if (sortPath !== 'id') orderBy.id = 'asc';
  return { orderBy, offset, limit, filter };
}

/** `filter.id` of getMany: an id or a list of ids, validated. */
export function idFilter(filter: Record<string, unknown>): number[] | undefined {
  if (filter.id === undefined) return undefined;
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  if (ids.length > MAX_PAGE_SIZE || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
    throw badRequest(`filter id must be a positive integer or a list of at most ${MAX_PAGE_SIZE}`);
  }
  return ids as number[];
}

/** Reads a text filter; anything but a short string is a 400. */
export function textFilter(filter: Record<string, unknown>, key: string, max = 200): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`filter ${key} must be text of at most ${max} characters`);
  return value;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO 8601 date filter. An upper bound (`..._lte`) given as a date alone means the end of that
 * day (UTC), as a date picker's "to" means: `createdAt_lte: "2026-11-24"` includes the whole 24th.
 */
export function dateFilter(filter: Record<string, unknown>, key: string): Date | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const endOfDay = key.endsWith('_lte') && typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' && value.length <= 40 ? new Date(endOfDay ? `${value}T23:59:59.999Z` : value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw badRequest(`filter ${key} must be a date (ISO 8601)`);
  if (!storableDate(date)) throw badRequest(`filter ${key} must be a date from ${FIRST_DAY} to ${LAST_DAY}`);
  return date;
}

const [FIRST_DAY, LAST_DAY] = ['0001-01-01', '9999-12-31'];

/**
 * Whether PostgreSQL takes the date as the driver writes it: years 1 to 9999. Year 0 and years of
 * five digits or more are valid for JavaScript but refused by PostgreSQL (a 500 had they reached it).
 */
export function storableDate(date: Date): boolean {
  return date >= new Date(`${FIRST_DAY}T00:00:00.000Z`) && date <= new Date(`${LAST_DAY}T23:59:59.999Z`);
}

/** `field_gte` / `field_lte` of a filter as one condition on `field`, or undefined when neither is given. */
export function dateRangeWhere(filter: Record<string, unknown>, field: string): { $gte?: Date; $lte?: Date } | undefined {
  const [from, to] = [dateFilter(filter, `${field}_gte`), dateFilter(filter, `${field}_lte`)];
  return from || to ? { ...(from && { $gte: from }), ...(to && { $lte: to }) } : undefined;
}

/** Escapes LIKE wildcards in user text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A customer's own list read whole, as the storefront does, without paging parameters: the first
 * page-cap rows, its Content-Range telling what was left out. A range asked for is kept.
 */
export const wholeOrRange = (query: ListQueryDto): ListQueryDto => (query.range ? query : { ...query, range: `[0,${MAX_PAGE_SIZE - 1}]` });

/** One page of a simple-rest list and the total it was cut from. */
export interface Page<T> {
  items: T[];
  offset: number;
  total: number;
}

export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'boolean') throw badRequest(`filter ${key} must be true or false`);
  return value;
}

export function positiveIntFilter(filter: Record<string, unknown>, key: string): number | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > 2_147_483_647) {
    throw badRequest(`filter ${key} must be a positive integer`);
  }
  return value as number;
}

/**
 * The conditions every catalogue list understands: `id` (getMany: one id or a list) and `q`,
 * searched case-insensitively in the given text columns.
 */
export function idAndTextWhere(filter: Record<string, unknown>, textColumns: readonly string[]): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  const ids = idFilter(filter);
  const q = textFilter(filter, 'q');
  if (ids) where.id = { $in: ids };
  if (q) where.$or = textColumns.map((column) => ({ [column]: { $ilike: likePattern(q) } }));
  return where;
}

/** A text filter that must be one of `values`. */
export function oneOfFilter(filter: Record<string, unknown>, key: string, values: readonly string[]): string | undefined {
  const value = textFilter(filter, key);
  if (value !== undefined && !values.includes(value)) throw badRequest(`filter ${key} must be one of ${values.join(', ')}`);
  return value;
}
