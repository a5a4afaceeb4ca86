import type { Response } from 'supertest';
import { TEST_CLIENT_IS_PROXY } from './support/test-app';
import { gzipSync } from 'node:zlib';
import { SettingsService } from '../src/settings/settings.service';
import { matrixActors, sessionFor } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { addToCart, SNAPFORM } from './support/commerce';
import { type OpenApiRoute, type OpenApiRoutes, openApiRoutes, type SchemaObject } from './support/openapi-routes';
import { createPaymentsTestApp, type PaymentsTestApp } from './support/payments';

/**
 * Bad input on every route the OpenAPI document gives a body, a query or a path parameter,
 * sent as an admin and as a customer: never a 5xx, and every 4xx in the API's error shape.
 */
const LONG_TEXT = 'x'.repeat(100_000);
/** Query strings stay under Node's 16 KB header limit, which answers before the app does. */
const LONG_QUERY = 'x'.repeat(5_000);
const CONCURRENCY = 4;
/** A sweep sends thousands of requests: about 40 s on this 2-core machine, more when it is busy. */
const SWEEP_TIMEOUT_MS = 240_000;

type Kind = 'number' | 'string' | 'object' | 'array' | 'boolean' | 'null' | 'any';
/** Values of the wrong type (skipped where the kind is the property's own) and out-of-range numbers. */
const BAD_VALUES: [label: string, value: unknown, kind: Kind][] = [
  ['a number', 7, 'number'],
  ['a string', 'text', 'string'],
  ['an object', { $gt: '' }, 'object'],
  ['an array', ['a', 1], 'array'],
  ['null', null, 'null'],
  ['a boolean', true, 'boolean'],
  ['-1', -1, 'any'],
  ['1e308', 1e308, 'any'],
  ['2**53', 2 ** 53, 'any'],
  ['100 000 characters', LONG_TEXT, 'any'],
  ['a NUL character', 'a\u0000b', 'any'],
];
const NON_OBJECT_BODIES = [
  '{"email":',
  '[]',
  '[{}]',
  'null',
  '"text"',
  '42',
  '{"__proto__":{"role":"ADMIN"}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
];
const BAD_PATH_VALUES = ['abc', '-1', '0', '1.5', '1e3', '0x10', '2147483648', String(2 ** 53), '9'.repeat(400), '%E0%A4%A', '%00', '%201'];
const BAD_LIST_QUERIES: Record<string, string[]> = {
  sort: ['["nope","ASC"]', '["id","UP"]', '["id"]', '[1,2]', '{}', 'not json', '["__proto__","ASC"]', '["id","ASC","x"]', LONG_QUERY],
  range: ['[0]', '[5,1]', '[-1,10]', '[0,1e308]', `[0,${2 ** 53}]`, '["a","b"]', '[0,100000000]', 'x', '{}', LONG_QUERY],
  filter: [
    'x',
    '[]',
    'null',
    '{"nope":1}',
    '{"id":"x"}',
    '{"id":[{}]}',
    `{"id":[${2 ** 53}]}`,
    '{"q":{}}',
    '{"q":"%"}',
    '{"status":["nope"]}',
    '{"createdAt_gte":"not a date"}',
    // Dates JavaScript reads but PostgreSQL refuses.
    '{"createdAt_gte":"0000-01-01"}',
    '{"createdAt_lte":"10000-01-01"}',
    '{"createdAt_gte":"+275760-09-13T00:00:00.000Z"}',
    '{"userId":-1}',
    LONG_QUERY,
  ],
};
const BAD_QUERY_VALUES = ['', '%', LONG_QUERY, '{"$ne":null}', 'a\u0000b'];

interface Case {
  actor: 'admin' | 'customer';
  method: OpenApiRoute['method'];
  url: string;
  what: string;
  body?: string | object | Buffer;
  headers?: Record<string, string>;
  /** The exact status required; otherwise any 4xx in the error shape. */
  status?: number;
}

/** A valid-looking value for a schema: its example, first enum value or a typed default. */
function sample(schemas: OpenApiRoutes, schema: SchemaObject): unknown {
  const s = schemas.resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum.find((value) => value !== '') ?? s.enum[0];
  if (s.oneOf) return sample(schemas, s.oneOf[0]!);
  if (s.properties) return Object.fromEntries(Object.entries(s.properties).map(([name, property]) => [name, sample(schemas, property)]));
  if (s.type === 'array') return [];
  if (s.type === 'boolean') return true;
  if (s.type === 'integer' || s.type === 'number') return s.minimum ?? 1;
  return s.format === 'email' ? 'bad.input@example.com' : 'text';
}

function kindsOf(schemas: OpenApiRoutes, schema: SchemaObject): Kind[] {
  const s = schemas.resolve(schema);
  if (s.oneOf) return s.oneOf.flatMap((one) => kindsOf(schemas, one));
  const kind: Kind = s.properties ? 'object' : s.type === 'integer' ? 'number' : ((s.type as Kind | undefined) ?? 'any');
  return s.nullable ? [kind, 'null'] : [kind];
}

/** [path, label, value] for every property, nested ones too: each bad value that is not of its own kind. */
function badProperties(schemas: OpenApiRoutes, schema: SchemaObject, path: string[] = []): [string[], string, unknown][] {
  return Object.entries(schemas.resolve(schema).properties ?? {}).flatMap(([name, property]) => {
    const kinds = kindsOf(schemas, property);
    const here = BAD_VALUES.filter(([, , kind]) => !kinds.includes(kind)).map(
      ([label, value]) => [[...path, name], label, value] as [string[], string, unknown],
    );
    return [...here, ...badProperties(schemas, property, [...path, name])];
  });
}

function withValue(base: object, path: string[], value: unknown): object {
  const [head, ...rest] = path as [string, ...string[]];
  const record = base as Record<string, unknown>;
  return { ...record, [head]: rest.length ? withValue((record[head] as object) ?? {}, rest, value) : value };
}

/** The body cases of a route: bad properties, unknown and missing fields, and bodies that are not an object. */
function bodyCases(schemas: OpenApiRoutes, route: OpenApiRoute, url: string, base: object): Omit<Case, 'actor'>[] {
  const schema = route.body!;
  const at = (what: string, body: string | object) => ({ method: route.method, url, what, body });
  const without = (name: string) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
  return [
    ...badProperties(schemas, schema).map(([path, label, value]) => at(`${path.join('.')} = ${label}`, withValue(base, path, value))),
    at('an unknown field', { ...base, unknownField: 'x' }),
    at('an empty object', {}),
    ...(schema.required ?? []).map((name) => at(`no ${name}`, without(name))),
    ...NON_OBJECT_BODIES.map((text) => at(`body ${text}`, text)),
  ];
}

/** Bodies that once answered 500, each required to be refused exactly, before any role check: deep JSON, broken encodings. */
function refusedBodyCases(route: OpenApiRoute, url: string, base: object): Omit<Case, 'actor'>[] {
  const json = Buffer.from(JSON.stringify(base));
  const at = (what: string, body: string | Buffer, status: number, headers: Record<string, string> = {}) => ({
    method: route.method,
    url,
    what,
    body,
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  return [
    at('arrays nested 10,000 deep', '['.repeat(10_000) + ']'.repeat(10_000), 400),
    at('objects nested 10,000 deep', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000), 400),
    at('gzip that is not gzip', json, 400, { 'Content-Encoding': 'gzip' }),
    at('gzip bytes sent as br', gzipSync(json), 400, { 'Content-Encoding': 'br' }),
    at('a truncated gzip body', gzipSync(json).subarray(0, 12), 400, { 'Content-Encoding': 'gzip' }),
    at('an encoding the API does not take', json, 415, { 'Content-Encoding': 'compress' }),
  ];
}

function queryCases(route: OpenApiRoute, url: string): Omit<Case, 'actor'>[] {
  const names = route.parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name);
  return names.flatMap((name) => {
    const values = [...(BAD_LIST_QUERIES[name] ?? []), ...BAD_QUERY_VALUES];
    const raw = [...values.map((value) => `${name}=${encodeURIComponent(value)}`), `${name}=a&${name}=b`, `${name}[$ne]=1`, `${name}[]=1`];
    return raw.map((query) => ({ method: route.method, url: `${url}?${query}`, what: `query ${query.slice(0, 60)}` }));
  });
}

function pathCases(route: OpenApiRoute, url: (value: string) => string): Omit<Case, 'actor'>[] {
  return BAD_PATH_VALUES.map((value) => ({
    method: route.method,
    url: url(value),
    what: `path ${value.slice(0, 20)}`,
    body: route.body ? {} : undefined,
  }));
}

async function inPool<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

describe('Bad input on every route with a body, a query or a path parameter', () => {
  let p: PaymentsTestApp;
  let actors: MatrixActors;
  let schemas: OpenApiRoutes;
  /** Real ids in the paths, so bodies are judged on an existing object. */
  let pathIds: Record<string, string>;
  let address = 0;

  beforeAll(async () => {
    // Google configured (no call reaches it), so linking judges its body instead of answering 503.
    p = await createPaymentsTestApp({ ...TEST_CLIENT_IS_PROXY, GOOGLE_CLIENT_ID: 'sweep-client', GOOGLE_CLIENT_SECRET: 'sweep-secret' });
    await p.t.app.get(SettingsService).save({ apiRateLimit: 100_000 });
    actors = await matrixActors(p.t);
    schemas = await openApiRoutes(p.t);
    const cartItem = await addToCart(p.t, actors.customerA.auth, SNAPFORM.name);
    const { body: request } = await p.t.http
      .post('/api/purchase-requests')
      .set(actors.customerA.auth)
      .send({ productName: SNAPFORM.name, quantity: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    const { body: arms } = await p.t.http.get('/api/admin/arms').set(actors.admin.auth).expect(200);
    const { body: products } = await p.t.http.get('/api/admin/products').set(actors.admin.auth).expect(200);
    pathIds = {
      '/api/cart/{id}': String(cartItem.id),
      '/api/purchase-requests/{id}': String(request.id),
      '/api/purchase-requests/{id}/payments': String(request.id),
      '/api/admin/arms/{id}': String(arms[0].id),
      '/api/admin/products/{id}': String(products[0].id),
      '/api/admin/users/{id}': String((await sessionFor(p.t)).user.id),
      '/api/admin/exports/{resource}': 'purchase-requests',
    };
  });
  afterAll(() => p?.close());

  const concrete = (route: OpenApiRoute, value?: string) => route.path.replace(/\{\w+\}/, value ?? pathIds[route.path] ?? '1');
  const baseBody = (route: OpenApiRoute) => {
    const base = sample(schemas, route.body!) as Record<string, unknown>;
    return route.route === 'POST /api/create-payment-intent'
      ? { ...base, requestId: Number(pathIds['/api/purchase-requests/{id}']) }
      : base;
  };

  /** Sends every case as admin and as customer; answers the ones that broke the rules. */
  async function send(cases: Omit<Case, 'actor'>[]): Promise<string[]> {
    const broken: string[] = [];
    const all = cases.flatMap((one) => (['admin', 'customer'] as const).map((actor) => ({ ...one, actor })));
    await inPool(all, async ({ actor, method, url, what, body, headers, status: required }) => {
      const auth = (actor === 'admin' ? actors.admin : actors.customerA).auth;
      // Its own address each, so the demo form's per-address limit is not what answers.
      const call = p.t.http[method](url)
        .set(auth)
        .set('X-Forwarded-For', `10.7.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`)
        .set(headers ?? {});
      const response: Response =
        body === undefined
          ? await call
          : typeof body === 'string' && !headers
            ? await call.set('Content-Type', 'application/json').send(body)
            : await call.send(body);
      const { status, body: answer } = response;
      const shaped =
        answer?.statusCode === status &&
        typeof answer.error === 'string' &&
        typeof answer.message === 'string' &&
        answer.message.length > 0;
      if (status >= 500 || (status >= 400 && !shaped) || (required !== undefined && status !== required))
        broken.push(`${actor} ${method.toUpperCase()} ${url.slice(0, 80)} [${what}] → ${status} ${JSON.stringify(answer).slice(0, 200)}`);
    });
    expect(all.length).toBeGreaterThan(0);
    return broken;
  }

  it(
    'answers bad bodies with a 4xx in the error shape, never a 5xx',
    async () => {
      const routes = schemas.routes.filter((route) => route.body);
      expect(routes.length).toBeGreaterThanOrEqual(24);
      const cases = routes.flatMap((route) => bodyCases(schemas, route, concrete(route), baseBody(route)));
      // The sweep's time grows with the routes, not faster: a few dozen cases each at most.
      expect(cases.length).toBeLessThan(routes.length * 60);
      expect(await send(cases)).toEqual([]);
      // {"__proto__":{"role":"ADMIN"}} and the like made nobody an admin.
      expect((await p.t.http.get('/api/auth/me').set(actors.customerA.auth).expect(200)).body.role).toBe('CUSTOMER');
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers JSON nested 10,000 deep and a corrupt Content-Encoding with a 400, an unknown encoding with a 415',
    async () => {
      const routes = schemas.routes.filter((route) => route.body);
      expect(await send(routes.flatMap((route) => refusedBodyCases(route, concrete(route), baseBody(route))))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers a NUL character in any text field with a 400 naming the field, to whoever may use the route',
    async () => {
      const routes = schemas.routes.filter(
        (route) => route.body && Object.values(baseBody(route)).some((value) => typeof value === 'string'),
      );
      expect(routes.length).toBeGreaterThanOrEqual(20);
      const answers = await Promise.all(
        routes.map(async (route) => {
          const base = baseBody(route);
          const field = Object.entries(base).find(([, value]) => typeof value === 'string')![0];
          const statuses: number[] = [];
          const texts: string[] = [];
          for (const actor of [actors.admin, actors.customerA]) {
            const { status, body } = await p.t.http[route.method](concrete(route))
              .set(actor.auth)
              .send({ ...base, [field]: 'a\u0000b' });
            statuses.push(status);
            if (status === 400) texts.push(body.error);
          }
          // The role check comes first: the actor without the route's role gets its 403.
          const refused = statuses.includes(400) && statuses.every((status) => status === 400 || status === 403);
          return { route: route.route, field, refused, texts: [...new Set(texts)] };
        }),
      );
      for (const { route, field, ...answer } of answers) {
        expect({ route, ...answer }).toEqual({ route, refused: true, texts: [`${field} must not contain a NUL character`] });
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers bad queries (sort, range, filter, search) with a 4xx in the error shape, never a 5xx',
    async () => {
      const routes = schemas.routes.filter((route) => route.parameters.some((parameter) => parameter.in === 'query'));
      expect(routes.map(({ route }) => route)).toEqual(
        expect.arrayContaining(['GET /api/admin/users', 'GET /api/purchase-requests', 'GET /api/products']),
      );
      expect(await send(routes.flatMap((route) => queryCases(route, concrete(route))))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'answers non-numeric, huge and malformed path parameters with a 4xx in the error shape',
    async () => {
      const routes = schemas.routes.filter((route) => route.parameters.some((parameter) => parameter.in === 'path'));
      expect(routes.length).toBeGreaterThanOrEqual(17);
      expect(await send(routes.flatMap((route) => pathCases(route, (value) => concrete(route, value))))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it('answers an address of 100 KB with a 4xx in the error shape (behind nginx too, whose limit is 8 KB)', async () => {
    const long = 'x'.repeat(100_000);
    const cases = [`/api/products?q=${long}`, `/api/purchase-requests/${long}`].map((url) => ({
      method: 'get' as const,
      url,
      what: 'long address',
    }));
    expect(await send(cases)).toEqual([]);
  });
});
