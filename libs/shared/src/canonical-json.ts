/**
 * JSON text in which equal values are equal text: object keys sorted at every depth, undefined
 * members left out (as JSON.stringify does). What an Idempotency-Key's request body is hashed from,
 * so the same body sent with its fields in another order is still the same request.
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, member: unknown) =>
      member !== null && typeof member === 'object' && !Array.isArray(member)
        ? Object.fromEntries(
            Object.keys(member)
              .sort()
              .map((name) => [name, (member as Record<string, unknown>)[name]]),
          )
        : member,
    ) ?? 'null'
  );
}
