/**
 * The buyer's references on a purchase request: short texts a business quotes on its own paperwork
 * (its purchase-order number, ...). Each one is written in the cart, edited in the console's update
 * panel (a timeline entry), answered by the API and so sent in webhooks, shown on the customer's
 * request and in the console's list and show page, exported in the CSV and printed on every
 * document issued once it is set. Every one of those places reads this list: a new reference is a
 * line here, its column (entity and migration), its property in the bodies and the answer, and its
 * erasure decision (docs/architecture.md, "Adding a field to a resource").
 */
export const REQUEST_REFERENCES = {
  poNumber: { label: 'PO number', max: 40 },
} as const satisfies Record<string, { label: string; max: number }>;

export type RequestReferenceKey = keyof typeof REQUEST_REFERENCES;
export const REQUEST_REFERENCE_KEYS = Object.keys(REQUEST_REFERENCES) as readonly RequestReferenceKey[];

/** Every reference of a request; null where the buyer gave none. */
export type RequestReferences = Record<RequestReferenceKey, string | null>;

/** A request with no reference given. */
export const NO_REFERENCES: RequestReferences = Object.fromEntries(REQUEST_REFERENCE_KEYS.map((key) => [key, null])) as RequestReferences;

/** What declares every reference (optional or not); a type missing one is a type error where it is passed. */
export type DeclaresReferences<T> = RequestReferenceKey extends keyof T
  ? T
  : T & { missingReferences: Exclude<RequestReferenceKey, keyof T> };

/** The references of anything that declares them all (a request, a body, a form's values), trimmed, empty as null. */
export function requestReferencesOf<T extends Partial<Record<RequestReferenceKey, string | null>>>(
  holder: DeclaresReferences<T>,
): RequestReferences {
  return Object.fromEntries(REQUEST_REFERENCE_KEYS.map((key) => [key, holder[key]?.trim() || null])) as RequestReferences;
}

/**
 * The references of `values` (trimmed, empty as null) that differ from `previous`: what a body sends,
 * so that a request without references sends the spec's body as it is. Against NO_REFERENCES (the
 * default): the ones given.
 */
export function changedReferences(
  values: Readonly<Partial<RequestReferences>>,
  previous: Readonly<Partial<RequestReferences>> = NO_REFERENCES,
): Partial<RequestReferences> {
  const current = requestReferencesOf<Partial<RequestReferences>>(values);
  return Object.fromEntries(
    REQUEST_REFERENCE_KEYS.filter((key) => current[key] !== (previous[key] ?? null)).map((key) => [key, current[key]]),
  );
}

/** The references given, with their labels, in the list's order: what a document or a page prints. */
export function labelledReferences(references: Readonly<Partial<RequestReferences>>): { label: string; value: string }[] {
  return REQUEST_REFERENCE_KEYS.flatMap((key) => {
    const value = references[key];
    return value ? [{ label: REQUEST_REFERENCES[key].label, value }] : [];
  });
}

/**
 * An edit of one reference as the timeline tells it, from the entry's `after` ({ poNumber: ... }):
 * 'PO number set to 4500012345', 'PO number removed'.
 */
export function referenceChangeText(after: Readonly<Record<string, unknown>> | null): string {
  const key = REQUEST_REFERENCE_KEYS.find((candidate) => after !== null && candidate in after);
  if (key === undefined) return 'Reference changed';
  const value = after![key];
  return typeof value === 'string' && value !== ''
    ? `${REQUEST_REFERENCES[key].label} set to ${value}`
    : `${REQUEST_REFERENCES[key].label} removed`;
}
