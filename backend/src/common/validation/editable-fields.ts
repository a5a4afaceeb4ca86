import { badRequest } from '../http/api-error';

/** Fields that name every property of `Dto`: one left out is a type error. */
type EveryFieldOf<Dto, Fields extends readonly (keyof Dto & string)[]> = [Exclude<keyof Dto, Fields[number]>] extends [never]
  ? Fields
  : { missing: Exclude<keyof Dto, Fields[number]> };

/**
 * The fields an update edits, written once: the list must name every property of its DTO, so a
 * field added to the DTO fails the type check until it is listed, and the "nothing to change"
 * answer names it from the list.
 */
export function editableFields<Dto>() {
  return <const Fields extends readonly (keyof Dto & string)[]>(...fields: Fields & EveryFieldOf<Dto, Fields>): Fields => fields;
}

/** 'Send status, adminNotes, adminAdjustedAmount or poNumber to change'. */
export const nothingToUpdateText = (fields: readonly string[]): string =>
  `Send ${fields.length > 1 ? `${fields.slice(0, -1).join(', ')} or ${fields.at(-1)}` : fields[0]} to change`;

/** A 400 naming the editable fields when an update sets none of them. */
export function assertSomethingToUpdate<Dto extends object>(dto: Dto, fields: readonly (keyof Dto & string)[]): void {
  if (fields.every((field) => dto[field] === undefined)) throw badRequest(nothingToUpdateText(fields));
}
