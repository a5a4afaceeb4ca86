import { Allow } from 'class-validator';
import { canonicalJson } from '@voosh/shared';
import { badRequest, conflict } from './api-error';

const ECHOES = Symbol('readOnlyEchoes');

interface Echoes {
  fields: readonly string[];
  /** Fields that change without this PUT (a timestamp, figures of other records): a difference there means the record moved on since it was read. */
  changing: readonly string[];
}

/**
 * On a PUT body's DTO: the read-only fields of the resource's GET answer (id, timestamps, computed
 * figures, nested objects) that a client sending the whole record back (react-admin's
 * ra-data-simple-rest does) may echo. They pass validation as they are; the service then calls
 * `assertEchoesUnchanged`, which refuses a changed one and drops them all. Any other unknown
 * field stays a 400.
 */
export function ReadOnlyEchoes(fields: readonly string[], { changing = [] }: { changing?: readonly string[] } = {}): ClassDecorator {
  return (target) => {
    for (const field of fields) Allow()(target.prototype as object, field);
    Reflect.defineMetadata(ECHOES, { fields, changing } satisfies Echoes, target);
  };
}

export const readOnlyRefused = (field: string) => `${field} is read-only`;
export const recordChanged = (fields: readonly string[]) =>
  `This record changed since it was loaded (${fields.join(', ')}). Reload it and try again.`;

/**
 * Compares each echoed read-only field of `body` with the resource's current answer, which
 * `current` makes only when the body echoes one (a partial body costs no read). A changed
 * field that moves by itself (`changing`) means the record was changed by someone else since the
 * client read it: 409, so nothing is saved over what the client has not seen. Another changed
 * field is a 400 naming it (with `errors` by field). The unchanged echoes are removed from `body`,
 * which then holds only what it may change.
 */
export async function assertEchoesUnchanged<T extends object>(body: T, current: () => object | Promise<object>): Promise<T> {
  const { fields, changing }: Echoes = Reflect.getMetadata(ECHOES, body.constructor) ?? { fields: [], changing: [] };
  const given = body as Record<string, unknown>;
  const echoed = fields.filter((field) => field in given && given[field] !== undefined);
  if (!echoed.length) return body;
  const was = (await current()) as Record<string, unknown>;
  const changed = echoed.filter((field) => canonicalJson(given[field]) !== canonicalJson(was[field]));
  const moved = changed.filter((field) => changing.includes(field));
  if (moved.length) throw conflict(recordChanged(moved));
  if (changed.length)
    throw badRequest(readOnlyRefused(changed[0]!), { errors: Object.fromEntries(changed.map((field) => [field, readOnlyRefused(field)])) });
  for (const field of fields) delete given[field];
  return body;
}
