import type { Response } from 'express';
import { badRequest } from '../common/http/api-error';
import { setContentRange } from '../common/http/simple-rest';

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
