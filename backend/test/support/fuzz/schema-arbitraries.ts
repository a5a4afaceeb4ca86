import fc from 'fast-check';
import type { Schema } from './operations';

/**
 * fast-check arbitraries from the OpenAPI document's schemas: values that follow the schema
 * (`validValue`), and the same values broken in one or two places (`invalidValue`): a required
 * property dropped, a value of another type or out of range, an extra property (prototype-pollution
 * keys among them), or a body that is not an object at all.
 */
export interface SchemaContext {
  /** The schema a `$ref` names (`#/components/schemas/X`). */
  component(name: string): Schema;
  /**
   * Real values for a property name (ids and names that exist), mixed with the schema's own
   * values so that valid bodies reach the code behind validation.
   */
  hint?(name: string): fc.Arbitrary<unknown> | undefined;
}

/** Text kept short in valid values: the limits are probed by the invalid ones. */
const VALID_TEXT_MAX = 40;
const HUGE_TEXT = 'x'.repeat(100_000);
const HUGE_UNICODE = 'é😀'.repeat(10_000);

export function resolve(context: SchemaContext, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) current = context.component(current.$ref.split('/').pop()!);
  if (!current.allOf) return current;
  // allOf: Nest writes it for a nullable or described reference; the parts are merged.
  const { allOf, ...rest } = current;
  return allOf
    .map((part) => resolve(context, part))
    .reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
}

const printable = (maxLength: number, minLength = 0) => fc.string({ minLength, maxLength });
const unicode = (maxLength: number, minLength = 0) => fc.string({ unit: 'grapheme', minLength, maxLength });

function validText(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? VALID_TEXT_MAX, VALID_TEXT_MAX));
  const fits = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/), fc.nat(99_999))
            .map(([name, n]) => `${name}.${n}@example.com`),
        },
        { weight: 1, arbitrary: fc.emailAddress().filter(fits) },
      );
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'password':
      return printable(Math.max(min, 24), Math.max(min, 6));
    default:
      return fc.oneof({ weight: 3, arbitrary: printable(max, min) }, { weight: 1, arbitrary: unicode(max, min) });
  }
}

function bounds(schema: Schema): { min?: number; max?: number; minExcluded: boolean; maxExcluded: boolean } {
  const minExcluded = schema.exclusiveMinimum === true;
  const maxExcluded = schema.exclusiveMaximum === true;
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  return {
    min,
    max,
    minExcluded: minExcluded || typeof schema.exclusiveMinimum === 'number',
    maxExcluded: maxExcluded || typeof schema.exclusiveMaximum === 'number',
  };
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  const { min, max, minExcluded, maxExcluded } = bounds(schema);
  const low = min === undefined ? -1_000_000 : Math.ceil(min) + (minExcluded && Number.isInteger(min) ? 1 : 0);
  const high = max === undefined ? Math.max(low, 0) + 1_000_000 : Math.floor(max) - (maxExcluded && Number.isInteger(max) ? 1 : 0);
  const integers = fc.integer({ min: low, max: Math.max(low, high) });
  if (schema.type === 'integer') return integers;
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    return fc
      .integer({ min: Math.ceil((min ?? -1_000_000) / step), max: Math.floor((max ?? 1_000_000) / step) })
      .map((units) => Number((units * step).toFixed(6)));
  }
  const doubles = fc.double({
    min: min ?? -1_000_000,
    max: max ?? 1_000_000,
    minExcluded,
    maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
  // Mostly whole numbers: many `number` properties are counts and cents.
  return fc.oneof({ weight: 3, arbitrary: integers }, { weight: 1, arbitrary: doubles });
}

/** A value the schema accepts; `name` is the property it is for (see SchemaContext.hint). */
export function validValue(context: SchemaContext, raw: Schema, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(context, raw);
  const own = ownValue(context, schema, depth);
  const nullable = schema.nullable ? fc.option(own, { nil: null, freq: 4 }) : own;
  const hint = name === undefined ? undefined : context.hint?.(name);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: nullable }) : nullable;
}

function ownValue(context: SchemaContext, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((part) => validValue(context, part, undefined, depth + 1)));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((part) => validValue(context, part, undefined, depth + 1)));
  if (schema.properties || schema.type === 'object') {
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((key) => key in properties);
    const optional = Object.keys(properties).filter((key) => !required.includes(key));
    const values = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, validValue(context, properties[key]!, key, depth + 1)]));
    const record = fc.record(values(Object.keys(properties)), { requiredKeys: required });
    // Also the required properties with one or two optional ones: a partial update, or one of two
    // alternatives (the keys a schema cannot say are exclusive, like a cart's `products` or a product's name).
    const sparse = optional.length
      ? fc.subarray(optional, { maxLength: Math.min(2, optional.length) }).chain((keys) => fc.record(values([...required, ...keys])))
      : undefined;
    if (!schema.additionalProperties || Object.keys(properties).length) return sparse ? fc.oneof(record, sparse) : record;
    return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  }
  switch (schema.type) {
    case 'string':
      return validText(schema);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(context, schema.items ?? {}, undefined, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    default:
      return fc.jsonValue({ maxDepth: depth > 2 ? 0 : 2 });
  }
}

/** Values of every kind, each wrong somewhere: other types, limits, control and unicode characters, injections. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      -0,
      1.5,
      -0.01,
      0.001,
      1e308,
      -1e308,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53,
      2 ** 64,
      '',
      ' ',
      'a\u0000b',
      '\u0000',
      '%',
      '%00',
      '\\',
      '"',
      "' OR '1'='1",
      '${7*7}',
      '{{7*7}}',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '\u202eevil',
      '\ud800',
      'ﷺ',
      '😀'.repeat(60),
      'Z̸̡̛͔̈́a̷͍̾l̴̰̿g̶̳̈o̷̙̕',
      '0',
      '1',
      '-1',
      '1e3',
      'true',
      'null',
      'NaN',
      'Infinity',
      '2026-13-45',
      '9'.repeat(400),
      [],
      [1, 'a', null],
      [[[]]],
      {},
      { $gt: '' },
      { $ne: null },
      { toString: 'x', valueOf: 1 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(HUGE_TEXT, HUGE_UNICODE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 3_000 }) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys an attacker adds to a body: the prototype's, an ORM's operators, the account's own fields. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', '$where', 'role', 'isAdmin', 'userId', 'id', 'status', 'tokenVersion'];

type Path = (string | number)[];

export type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: nastyValue }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick: fc.nat(),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      value: nastyValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('whole' as const),
      value: fc.oneof(fc.constantFrom<unknown>([], [{}], {}, null, 'text', 42, true), nastyValue),
    }),
  },
);

function pathsIn(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  if (value && typeof value === 'object') {
    into.push(path);
    for (const [key, child] of Object.entries(value)) pathsIn(child, [...path, Array.isArray(value) ? Number(key) : key], into);
  } else into.push(path);
  return into;
}

/** Sets an own, enumerable property, even `__proto__` (which plain assignment would take for the prototype). */
function define(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function at(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

/** The value with the mutation applied (a copy; the value is plain JSON). */
export function applyMutation(value: unknown, change: Mutation): unknown {
  if (change.kind === 'whole') return change.value;
  const copy = value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
  const paths = pathsIn(copy);
  if (change.kind === 'replace') {
    const path = paths[change.pick % paths.length]!;
    if (path.length === 0) return change.value;
    define(at(copy, path.slice(0, -1)) as object, path[path.length - 1]!, change.value);
    return copy;
  }
  const containers = paths.filter((path) => {
    const node = at(copy, path);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  if (!containers.length) return change.kind === 'extra' ? { [change.key]: change.value } : {};
  const container = at(copy, containers[change.pick % containers.length]!) as Record<string, unknown>;
  if (change.kind === 'extra') define(container, change.key, change.value);
  else {
    const keys = Object.keys(container);
    if (keys.length) delete container[keys[change.pick % keys.length]!];
  }
  return copy;
}

/** A value the schema refuses (most of the time: a mutation can land on a value the schema also takes). */
export function invalidValue(context: SchemaContext, schema: Schema): fc.Arbitrary<unknown> {
  return fc
    .tuple(validValue(context, schema), fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([value, changes]) => changes.reduce(applyMutation, value));
}
