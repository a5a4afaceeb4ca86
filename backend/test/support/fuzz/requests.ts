import fc from 'fast-check';
import type { OpenApiParameter } from '../openapi-routes';
import type { ListDialect, Operation, Schema } from './operations';
import { invalidValue, nastyValue, resolve, type SchemaContext, validValue } from './schema-arbitraries';

/** Who calls: no token, two customers (B meets A's objects), an admin. */
export const ROLES = ['visitor', 'customerA', 'customerB', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The Authorization header sent: the role's own token, or one of many bad ones. */
export const BAD_AUTHORIZATIONS = [
  'garbage', // Bearer <random text>
  'basic', // Basic credentials
  'emptyBearer', // "Bearer "
  'lowercase', // "bearer <the role's token>"
  'tampered', // the role's token with its signature changed
  'unknownUser', // a well-signed admin token of an account that does not exist
  'expired', // a well-signed token of the role's account, expired
  'liveTicket', // a live-stream ticket, which is no session
  'long', // 6,000 characters
] as const;
export type Authorization = 'role' | (typeof BAD_AUTHORIZATIONS)[number];

export type BodyKind = 'valid' | 'invalid' | 'none' | 'raw';

/** One generated request: everything but the values only known when it is sent (tokens, mailed codes). */
export interface FuzzCase {
  route: string;
  role: Role;
  authorization: Authorization;
  /** The concrete path, parameters filled in (and percent-encoded where they should be). */
  path: string;
  /** The query string, without "?". */
  query: string;
  headers: Record<string, string>;
  /** Content-Type of the body, or null for none. */
  contentType: string | null;
  bodyKind: BodyKind;
  /** The body as a value (valid and invalid kinds) or as text (raw). */
  body?: unknown;
  /** Whether to complete the request with real values from the app first (codes, tickets, signatures). */
  prepared: boolean;
  /** Free choices for the preparation (which intent a webhook event is about, and the like). */
  pick: number;
}

/** Values known before generation: ids that exist per route and parameter, and hints per property name. */
export interface FuzzPools {
  pathValues(route: string, parameter: string): string[];
  hint(route: string, property: string): fc.Arbitrary<unknown> | undefined;
  /** Whole valid bodies for a route whose rules its schema cannot state (one of two alternatives), mixed with the schema's. */
  bodies?(route: string): fc.Arbitrary<unknown> | undefined;
}

export interface CaseOptions {
  /** Routes whose preparation the test knows how to do. */
  preparable: ReadonlySet<string>;
}

const ID_LIKE_JUNK = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'null',
  'undefined',
  '999999',
  '2147483647',
  '2147483648',
  String(2 ** 53),
  '9'.repeat(400),
  '%00',
  '%E0%A4%A',
  '%20',
  '%201',
  '..%2F..%2Fadmin',
  encodeURIComponent('😀'),
  encodeURIComponent('{"$gt":0}'),
];

/** Query values that are not what the list dialect takes. */
const LIST_JUNK = [
  '',
  'x',
  'null',
  '[]',
  '{}',
  '[1,2]',
  '["id"]',
  '["id","UP"]',
  '["__proto__","ASC"]',
  '[0]',
  '[5,1]',
  '[-1,10]',
  '[0,1e308]',
  `[0,${2 ** 53}]`,
  '[0,100000000]',
  '{"nope":1}',
  '{"id":"x"}',
  '{"id":[{}]}',
  '{"q":{}}',
  '{"q":"%"}',
  '{"status":["nope"]}',
  '{"createdAt_gte":"not a date"}',
  '{"createdAt_gte":"0000-01-01"}',
  '{"createdAt_lte":"10000-01-01"}',
  '{"createdAt_gte":"+275760-09-13T00:00:00.000Z"}',
  '{"__proto__":{"x":1}}',
  'a\u0000b',
];

const CONTENT_TYPES: [weight: number, type: string | null][] = [
  [14, 'application/json'],
  [1, 'application/json; charset=utf-8'],
  [1, 'application/merge-patch+json'],
  [1, 'application/x-www-form-urlencoded'],
  [1, 'text/plain'],
  [1, 'multipart/form-data; boundary=fuzz'],
  [1, 'application/xml'],
  [1, null],
];

/** Bodies that are no JSON object: broken, other types, deep, prototype pollution. */
const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    '[]',
    '[{}]',
    'null',
    '"text"',
    '42',
    'true',
    '{"__proto__":{"role":"ADMIN","isAdmin":true}}',
    '{"constructor":{"prototype":{"role":"ADMIN"}}}',
    '{"a":1,"a":2}',
    '['.repeat(2_000) + ']'.repeat(2_000),
    '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
    '\ufeff{}',
    '{"x":"\\ud800"}',
    '<xml/>',
    'a=1&a=2&__proto__[role]=ADMIN',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
);

const printableHeader = (maxLength: number) => fc.string({ minLength: 1, maxLength });

type Headers = Record<string, string>;
const EXTRA_HEADERS: fc.Arbitrary<Headers> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Headers>({}) },
  { weight: 1, arbitrary: fc.constantFrom<Headers>({ Accept: 'text/html' }, { Accept: 'application/xml' }, { Accept: '*/*;q=0' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Headers>(
      { 'Content-Encoding': 'gzip' },
      { 'Content-Encoding': 'compress' },
      { 'Content-Encoding': 'identity' },
    ),
  },
  { weight: 1, arbitrary: printableHeader(200).map((cookie): Headers => ({ Cookie: cookie })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Headers>(
      { 'X-HTTP-Method-Override': 'DELETE' },
      { 'X-Forwarded-Proto': 'gopher' },
      { 'X-Request-Id': 'x'.repeat(2_000) },
    ),
  },
);

/** A lone surrogate (a cut made in a pair, e.g. by the 5,000-character cap) cannot be URI-encoded: it goes as U+FFFD, as a browser sends it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

/** `name=value` pairs of a list route: valid sort, range and filter from its dialect, or junk. */
function listQuery(dialect: ListDialect, filterValue: (key: string) => fc.Arbitrary<unknown>): fc.Arbitrary<string[]> {
  const junk = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...LIST_JUNK) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 300 }),
    },
  );
  const sort = dialect.sortable.length
    ? fc.tuple(fc.constantFrom(...dialect.sortable), fc.constantFrom('ASC', 'DESC', 'asc', 'desc')).map((pair) => JSON.stringify(pair))
    : fc.constant('["id","ASC"]');
  const range = fc.tuple(fc.nat(60), fc.nat(99)).map(([first, size]) => JSON.stringify([first, first + size]));
  const filter = fc
    .subarray(dialect.filters, { maxLength: Math.min(3, dialect.filters.length) })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, filterValue(key)]))))
    .map((value) => JSON.stringify(value));
  const parameter = (name: string, valid: fc.Arbitrary<string>) =>
    fc.option(
      fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: junk }).map((value) => `${name}=${encode(value)}`),
      { freq: 2 },
    );
  return fc
    .tuple(parameter('sort', sort), parameter('range', range), parameter('filter', filter))
    .map((pairs) => pairs.filter((pair) => pair !== null));
}

/** A filter key's value: from the list item's property of that name, a date for `_gte`/`_lte`, else text. */
function filterValueFor(context: SchemaContext, item: Schema | undefined, pools: FuzzPools, route: string) {
  const properties = item ? (resolve(context, item).properties ?? {}) : {};
  return (key: string): fc.Arbitrary<unknown> => {
    const bad = { weight: 1, arbitrary: nastyValue };
    if (key === 'id') {
      const ids = fc.oneof(pools.hint(route, 'id') ?? fc.nat(200), fc.integer({ min: 1, max: 200 }));
      return fc.oneof({ weight: 3, arbitrary: ids }, { weight: 2, arbitrary: fc.array(ids, { maxLength: 5 }) }, bad);
    }
    if (/_(gte|lte)$/.test(key)) {
      const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
      // Dates JavaScript reads but PostgreSQL does not: year 0, five-digit and six-digit years.
      const outOfRange = fc.constantFrom('0000-01-01', '10000-01-01', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z');
      return fc.oneof(
        { weight: 2, arbitrary: date.map((d) => d.toISOString()) },
        { weight: 2, arbitrary: date.map((d) => d.toISOString().slice(0, 10)) },
        { weight: 1, arbitrary: outOfRange },
        bad,
      );
    }
    const property = properties[key];
    if (property) {
      const value = validValue(context, property);
      // "status (one or a list)"
      return fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.array(value, { maxLength: 3 }) }, bad);
    }
    if (key.endsWith('Id')) return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 200 }) }, bad);
    return fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 30 }) }, bad);
  };
}

function pathValue(pools: FuzzPools, route: string, parameter: OpenApiParameter): fc.Arbitrary<string> {
  const known = pools.pathValues(route, parameter.name);
  const fromSchema = parameter.schema?.enum?.map(String) ?? [];
  const valid = [...new Set([...known, ...fromSchema])].map(encode);
  const junk = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ID_LIKE_JUNK) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encode) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).map(encode) },
    ...(fromSchema.length
      ? [{ weight: 2, arbitrary: fc.constantFrom(...fromSchema).map((value) => encode(value.toLowerCase() + 'x')) }]
      : []),
  );
  return valid.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: junk }) : junk;
}

function otherQuery(context: SchemaContext, parameter: OpenApiParameter): fc.Arbitrary<string | null> {
  const schema = parameter.schema ?? { type: 'string' };
  const value = fc.oneof({ weight: 3, arbitrary: validValue(context, schema) }, { weight: 1, arbitrary: nastyValue });
  const text = value.map((raw) => (typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? ''))).map((raw) => raw.slice(0, 5_000));
  return fc.option(
    text.map((raw) => `${parameter.name}=${encode(raw)}`),
    { freq: parameter.required ? 8 : 2 },
  );
}

/** Query pairs nobody documented: unknown names, repeated names, bracket syntax. */
const STRAY_QUERY = fc.oneof(
  { weight: 10, arbitrary: fc.constant<string[]>([]) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'foo=bar',
        'sort[$ne]=1',
        'filter[]=1',
        'q=a&q=b',
        'range=%',
        '__proto__[x]=1',
        'ticket=&ticket=',
        '%E0%A4%A=1',
        'code=x&state=y',
      )
      .map((pair) => [pair]),
  },
);

function headerParameter(parameter: OpenApiParameter): fc.Arbitrary<string | null> {
  if (parameter.name.toLowerCase() === 'stripe-signature')
    return fc.oneof(
      fc.constantFrom('', 'garbage', 't=1,v1=abc', 't=,v1=', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
      printableHeader(200),
    );
  return fc.option(fc.oneof(printableHeader(64), fc.uuid(), fc.constant('x'.repeat(3_000))), { freq: 2 });
}

/**
 * Every request of one operation: a role and an Authorization, path parameters (ids that exist,
 * ids that do not, junk), a query (list dialect or the documented parameters, plus strays),
 * headers (documented ones, bad content types, odd extras) and a body (valid, mutated, raw or none).
 */
export function caseArbitrary(
  operation: Operation,
  context: SchemaContext,
  pools: FuzzPools,
  options: CaseOptions,
): fc.Arbitrary<FuzzCase> {
  const { route } = operation;
  const routeContext: SchemaContext = { ...context, hint: (property) => pools.hint(route, property) };
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter(
    (parameter) =>
      parameter.in === 'query' && !((operation.list || operation.exportDialects) && ['sort', 'range', 'filter'].includes(parameter.name)),
  );
  // One header per name: the document lists Idempotency-Key twice (see the report in the spec).
  const headerParameters = [
    ...new Map(
      operation.parameters.filter((parameter) => parameter.in === 'header').map((parameter) => [parameter.name.toLowerCase(), parameter]),
    ).values(),
  ];
  const item = operation.responses['200']?.schema;
  const listItem = item && resolve(context, item).type === 'array' ? resolve(context, item).items : undefined;

  // Path and list query together: the CSV export's query follows its resource.
  const pathAndList: fc.Arbitrary<{ path: string; list: string[] }> = fc
    .tuple(...pathParameters.map((parameter) => pathValue(pools, route, parameter)))
    .chain((values) => {
      const path = pathParameters.reduce((text, parameter, index) => text.replace(`{${parameter.name}}`, values[index]!), operation.path);
      // Resource names need no percent-encoding: the encoded value is the name.
      const resource = values[0] ?? '';
      // Own keys only: a generated 'constructor' or 'toString' is junk, not a resource.
      const exportDialects = operation.exportDialects;
      const dialect = exportDialects ? (Object.hasOwn(exportDialects, resource) ? exportDialects[resource] : undefined) : operation.list;
      if (!dialect) return fc.constant({ path, list: [] as string[] });
      return listQuery(dialect, filterValueFor(context, listItem, pools, route)).map((list) => ({ path, list }));
    });

  const schemaBodies = validValue(routeContext, operation.bodySchema ?? {});
  const knownBodies = pools.bodies?.(route);
  const validBody = knownBodies ? fc.oneof(schemaBodies, knownBodies) : schemaBodies;
  const body: fc.Arbitrary<{ bodyKind: BodyKind; body?: unknown }> = operation.bodySchema
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: validBody.map((value) => ({ bodyKind: 'valid' as const, body: value })),
        },
        {
          weight: 5,
          arbitrary: invalidValue(routeContext, operation.bodySchema).map((value) => ({ bodyKind: 'invalid' as const, body: value })),
        },
        { weight: 1, arbitrary: fc.constant({ bodyKind: 'none' as const }) },
        { weight: 1, arbitrary: RAW_BODIES.map((text) => ({ bodyKind: 'raw' as const, body: text })) },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant({ bodyKind: 'none' as const }) },
        { weight: 1, arbitrary: nastyValue.map((value) => ({ bodyKind: 'invalid' as const, body: { value } })) },
        { weight: 1, arbitrary: RAW_BODIES.map((text) => ({ bodyKind: 'raw' as const, body: text })) },
      );

  const authorization: fc.Arbitrary<Authorization> = fc.oneof(
    { weight: BAD_AUTHORIZATIONS.length * 3, arbitrary: fc.constant('role' as const) },
    { weight: BAD_AUTHORIZATIONS.length, arbitrary: fc.constantFrom(...BAD_AUTHORIZATIONS) },
  );

  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      authorization,
      pathAndList,
      query: fc.tuple(...queryParameters.map((parameter) => otherQuery(routeContext, parameter))),
      stray: STRAY_QUERY,
      documentedHeaders: fc.tuple(...headerParameters.map(headerParameter)),
      extraHeaders: EXTRA_HEADERS,
      contentType: fc.oneof(...CONTENT_TYPES.map(([weight, type]) => ({ weight, arbitrary: fc.constant(type) }))),
      body,
      prepared: options.preparable.has(route) ? fc.nat(9).map((n) => n < 4) : fc.constant(false),
      pick: fc.nat(),
    })
    .map((drawn): FuzzCase => {
      // A prepared request always has a body to complete (a JSON object when none was drawn).
      const bodyKind = drawn.prepared && drawn.body.bodyKind === 'none' ? 'valid' : drawn.body.bodyKind;
      const headers: Record<string, string> = { ...drawn.extraHeaders };
      headerParameters.forEach((parameter, index) => {
        const value = drawn.documentedHeaders[index];
        if (value !== null && value !== undefined) headers[parameter.name] = value;
      });
      const query = [...drawn.pathAndList.list, ...drawn.query.filter((pair): pair is string => pair !== null), ...drawn.stray].join('&');
      return {
        route,
        role: drawn.role,
        authorization: drawn.authorization,
        path: drawn.pathAndList.path,
        query,
        headers,
        contentType: bodyKind === 'none' ? null : drawn.body.bodyKind === 'none' ? 'application/json' : drawn.contentType,
        bodyKind,
        body: drawn.body.body,
        prepared: drawn.prepared,
        pick: drawn.pick,
      };
    });
}

/** The body's bytes for its Content-Type: JSON text, a URL-encoded form, or the raw text as it is. */
export function bodyBytes(fuzzCase: Pick<FuzzCase, 'bodyKind' | 'body' | 'contentType'>): Buffer | undefined {
  const { bodyKind, body, contentType } = fuzzCase;
  if (bodyKind === 'none') return undefined;
  if (bodyKind === 'raw') return Buffer.from(String(body));
  if (contentType?.startsWith('application/x-www-form-urlencoded') && body && typeof body === 'object' && !Array.isArray(body)) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    return Buffer.from(form.toString());
  }
  const text = JSON.stringify(body);
  return text === undefined ? undefined : Buffer.from(text);
}
