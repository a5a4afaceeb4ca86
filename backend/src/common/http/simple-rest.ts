import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
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

export interface ListSpec<Field extends string> {
  /** API field name -> entity property path it sorts by (indexed columns only). */
  sortable: Record<Field, string>;
  defaultSort: [Field, 'ASC' | 'DESC'];
  /** Filter keys the resource understands; any other is a 400. */
  filters: readonly string[];
}

export interface ParsedList {
  orderBy: Record<string, 'asc' | 'desc'>;
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

  let offset = 0;
  let limit = 25;
  if (query.range) {
    const range = parseJson('range', query.range);
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
      throw badRequest('range must be [first, last] with 0 <= first <= last');
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  }

  let filter: Record<string, unknown> = {};
  if (query.filter) {
    const parsed = parseJson('filter', query.filter);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('filter must be a JSON object');
    filter = parsed as Record<string, unknown>;
    const unknown = Object.keys(filter).filter((key) => key !== 'id' && !spec.filters.includes(key));
    if (unknown.length) throw badRequest(`Unknown filter field ${unknown[0]}; filters: ${['id', ...spec.filters].join(', ')}`);
  }
  const sortPath = spec.sortable[field as Field];
  const orderBy: Record<string, 'asc' | 'desc'> = { [sortPath]: direction.toLowerCase() as 'asc' | 'desc' };
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

export function dateFilter(filter: Record<string, unknown>, key: string): Date | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const date = typeof value === 'string' && value.length <= 40 ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw badRequest(`filter ${key} must be a date (ISO 8601)`);
  return date;
}

/** Escapes LIKE wildcards in user text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function setContentRange(response: Response, resource: string, offset: number, count: number, total: number): void {
  const end = count === 0 ? offset : offset + count - 1;
  response.setHeader('Content-Range', `${resource} ${offset}-${end}/${total}`);
  response.setHeader('X-Total-Count', String(total));
}

/** One page of a simple-rest list and the total it was cut from. */
export interface Page<T> {
  items: T[];
  offset: number;
  total: number;
}

/** Sets `Content-Range: <resource> a-b/total` and answers the page's items as the plain array. */
export function answerPage<T>(response: Response, resource: string, page: Page<T>): T[] {
  setContentRange(response, resource, page.offset, page.items.length, page.total);
  return page.items;
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
