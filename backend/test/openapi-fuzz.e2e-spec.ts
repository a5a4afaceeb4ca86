// @test-pass direct: its 10,000 requests doubled its minutes through nginx; the bad-input sweep and the authorization matrix cover what nginx itself answers
import fc from 'fast-check';
import { TEST_CLIENT_IS_PROXY } from './support/test-app';
import { request as httpRequest } from 'node:http';
import type { Response } from 'supertest';
import { TokenService } from '../src/auth/token.service';
import { SettingsService } from '../src/settings/settings.service';
import type { User } from '../src/users/entities/user.entity';
import { PasswordHasher } from '../src/users/password-hasher';
import { addToCart } from './support/commerce';
import { matrixActors, PASSWORD, sessionFor, uniqueEmail } from './support/accounts';
import type { MatrixActors } from './support/app-fixture';
import { type Answer, AnswerChecks } from './support/fuzz/answer-checks';
import { loadOperations, type Operation } from './support/fuzz/operations';
import { bodyBytes, caseArbitrary, type FuzzCase, type FuzzPools } from './support/fuzz/requests';
import { applyMutation, mutation, type SchemaContext } from './support/fuzz/schema-arbitraries';
import { GoogleStub } from './support/google-stub';
import { portOf } from './support/nginx-proxy';
import { createPaymentsTestApp, type PaymentsTestApp, signedEvent } from './support/payments';
import type { StubIntent } from './support/stripe-stub';
import { MAILED_CODE } from './support/test-smtp';

/**
 * Fuzzing from the OpenAPI document (issue 14 §3): fast-check draws requests for every operation
 * the app documents (valid and broken bodies, path parameters, list queries, headers, each role's
 * token and bad ones), and every answer is held to the document: no 5xx, every 4xx in the error
 * shape (and its documented schema), every 2xx valid against its documented schema (Ajv).
 *
 * Replay: the seed is printed in the summary; FUZZ_SEED=<seed> runs another (or the same) one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_914);
if (!Number.isSafeInteger(SEED)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);
/** FUZZ_ROUTES=<regular expression>: only the operations whose "METHOD /path" it matches (to replay a failure faster). */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
/** FUZZ_VERBOSE=1: every request and answer on the console. */
const VERBOSE = !!process.env.FUZZ_VERBOSE;
const MIN_REQUESTS = 10_200;
const CONCURRENCY = 8;
/** How many cases ahead of the senders their preparations start (a few seconds of requests). */
const PREPARE_AHEAD = 200;
/** About 100 s on this 2-core machine; the rest of the budget is for a busy CI machine. */
const FUZZ_TIMEOUT_MS = 420_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Routes whose token is a new account's for each request: they end the caller's sessions or erase its account (the actors' stay valid). */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/auth/change-password',
  'POST /api/profile/erase',
]);
const LIVE_STREAM = 'GET /api/admin/live/stream';
const SETTINGS = 'PUT /api/admin/settings';

type Actor = MatrixActors[keyof MatrixActors];

/** Settings the fuzzing may set to their own value only (see keepSettingsSafe). */
const QUIET_SETTINGS = {
  maintenanceMode: false,
  twoFactorAuth: false,
  emailNotifications: false,
  demoRequestAlerts: false,
  purchaseRequestAlerts: false,
};

/** Completed with real values from the app just before it is sent; not counted as a fuzz request. */
interface Preparation {
  body?: Record<string, unknown>;
  rawBody?: string;
  query?: string;
  headers?: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);

describe('OpenAPI fuzzing: every documented operation, 10,000+ generated requests', () => {
  let p: PaymentsTestApp;
  const google = new GoogleStub();
  let actors: MatrixActors;
  let operations: Operation[];
  let checks: AnswerChecks;
  let schemaContext: SchemaContext;
  let pools: FuzzPools;
  let port: number;
  let passwordHash: string;
  let address = 0;

  const http = () => p.t.http;
  /** Each request its own client address, so no per-address limit (auth routes, demo form) is what answers. */
  const nextAddress = () => {
    const n = ++address;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
  };
  /** A verified account with the test password (hashed once: argon2 is slow on purpose). */
  const withPassword = (role: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER') => sessionFor(p.t, role, { passwordHash });
  /** A code mailed to `email` by `path`: it waits behind the mail the fuzzing makes, so longer than codeFor's 10 s. */
  const mailedCode = async (path: string, email: string) => {
    const before = p.smtp.mails.length;
    await http().post(path).set('X-Forwarded-For', nextAddress()).send({ email }).expect(200);
    const mail = await p.smtp.waitFor(
      email,
      (candidate) => p.smtp.mails.indexOf(candidate) >= before && MAILED_CODE.test(candidate.raw),
      60_000,
    );
    return MAILED_CODE.exec(mail.raw)![1]!;
  };
  const googleFlow = async () => {
    const answer = await http().get('/api/auth/google').set('X-Forwarded-For', nextAddress()).expect(200);
    const state = new URL(answer.body.url).searchParams.get('state')!;
    const cookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    return { state, cookie };
  };

  beforeAll(async () => {
    await google.start();
    p = await createPaymentsTestApp({
      ...TEST_CLIENT_IS_PROXY,
      // Unlike the README's defaults (30 sign-in calls a minute per address, 3,000 a minute per
      // admin), the limits are raised out of the way: the fuzzer sends thousands of calls a minute
      // from its few accounts, and a run of 429s would test the limiter instead of the routes.
      AUTH_RATE_LIMIT: '1000000',
      STAFF_RATE_LIMIT: '1000000',
      // Google sign-in configured against a local stand-in, so its routes answer (not 503) and never reach Google.
      GOOGLE_CLIENT_ID: 'fuzz-client',
      GOOGLE_CLIENT_SECRET: 'fuzz-secret',
      GOOGLE_AUTH_URL: `${google.url}/auth`,
      GOOGLE_TOKEN_URL: `${google.url}/token`,
      GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
    });
    // The customers' limit (README default 100 a minute) at its highest, for the same reason; and no
    // notification mail (README default: on), which the app sends one at a time: the outbox would fall
    // minutes behind the fuzzing, and the sign-up and reset codes the fuzzer reads from mail with it.
    await p.t.app.get(SettingsService).save({ apiRateLimit: 100_000, ...QUIET_SETTINGS });
    // One listening server for every request (supertest would open and close one per request), and the live stream's port.
    port = await portOf(p.t);
    actors = await matrixActors(p.t);
    passwordHash = await p.t.app.get(PasswordHasher).hash(PASSWORD);
    const loaded = await loadOperations(p.t);
    operations = loaded.operations;
    checks = new AnswerChecks(loaded.document);
    schemaContext = { component: (name) => loaded.document.components.schemas[name]! };
    pools = await makePools();
  }, 120_000);

  afterAll(async () => {
    await p?.close();
    await google.stop();
  });

  const adminCall = async (method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const call = http()[method](path).set(actors.admin.auth);
    const { status, body: answer } = await (body ? call.send(body) : call);
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
    return answer;
  };

  /** Rows the path parameters and hints name: stable ones to read, spare ones to edit and delete. */
  async function makePools(): Promise<FuzzPools> {
    const products = (await adminCall('get', '/api/admin/products?range=[0,99]')) as {
      id: number;
      name: string;
      setupCents: number | null;
      armId: number;
    }[];
    const arms = (await adminCall('get', '/api/admin/arms?range=[0,99]')) as { id: number; slug: string }[];
    const orderable = products.filter((product) => product.setupCents !== null).map((product) => product.name);
    let armCount = 0;
    const newArm = async () =>
      (await adminCall('post', '/api/admin/arms', {
        name: `FuzzArm${++armCount}`,
        title: 'Fuzz arm',
        description: 'Made by the fuzz test',
        icon: 'Gavel',
        color: '#2563eb',
      })) as { id: number; slug: string };
    let productCount = 0;
    const newProduct = async () =>
      (
        (await adminCall('post', '/api/admin/products', {
          armId: arms[0]!.id,
          name: `FuzzBot ${++productCount}`,
          description: 'Made by the fuzz test',
          setupCents: 1000,
          monthlyCents: 500,
          features: ['Fast'],
        })) as { id: number }
      ).id;
    const times = async <T>(n: number, make: () => Promise<T>) => {
      const made: T[] = [];
      for (let i = 0; i < n; i++) made.push(await make());
      return made;
    };
    const editedArms = await times(8, newArm);
    const deletedArms = await times(8, newArm);
    const editedProducts = await times(8, newProduct);
    const deletedProducts = await times(8, newProduct);
    const cartLines = await Promise.all(orderable.slice(0, 8).map(async (name) => (await addToCart(p.t, actors.customerA.auth, name)).id));
    const newRequest = async (status: 'submitted' | 'approved') => {
      const { body } = await http()
        .post('/api/purchase-requests')
        .set(actors.customerA.auth)
        .send({ productName: orderable[0], quantity: 1, status: 'submitted', productType: 'arm' })
        .expect(201);
      if (status === 'approved') {
        await adminCall('put', `/api/purchase-requests/${body.id}`, { status: 'under_review' });
        await adminCall('put', `/api/purchase-requests/${body.id}`, { status: 'approved' });
      }
      return body.id as number;
    };
    const editedRequests = [...(await times(3, () => newRequest('submitted'))), ...(await times(3, () => newRequest('approved')))];
    const cardRequests = await times(4, () => newRequest('approved'));
    const offlineRequests = await times(4, () => newRequest('approved'));
    const paidRequests = await times(3, () => newRequest('approved'));
    const offlinePayments = await Promise.all(
      paidRequests.map(
        async (id) =>
          ((await adminCall('post', `/api/purchase-requests/${id}/payments`, { kind: 'deposit', method: 'cash' })) as { id: number }).id,
      ),
    );
    const cardPayments = await Promise.all(
      cardRequests
        .slice(0, 2)
        .map(
          async (requestId) =>
            (
              await http()
                .post('/api/create-payment-intent')
                .set(actors.customerA.auth)
                .send({ requestId, currency: 'usd', paymentType: 'deposit' })
                .expect(200)
            ).body.paymentId as number,
        ),
    );
    const demos = await times(4, async () => {
      const { body } = await http()
        .post('/api/demo-submissions')
        .set('X-Forwarded-For', nextAddress())
        .send({ name: 'Ada', email: uniqueEmail('demo'), company: 'Engines' })
        .expect(201);
      return body.id as number;
    });
    const spareUsers = await times(8, async () => (await sessionFor(p.t)).user.id);
    const allRequests = [...editedRequests, ...cardRequests, ...offlineRequests, ...paidRequests];
    const strings = (values: number[]) => values.map(String);

    const pathValues: Record<string, string[]> = {
      'GET /api/arms/{slug}': [...arms.slice(0, 5).map((arm) => arm.slug), 'vooshdesk'],
      'GET /api/products/{id}': strings(products.slice(0, 10).map((product) => product.id)),
      'GET /api/admin/arms/{id}': strings(arms.map((arm) => arm.id)),
      'PUT /api/admin/arms/{id}': strings(editedArms.map((arm) => arm.id)),
      'DELETE /api/admin/arms/{id}': strings([...deletedArms.map((arm) => arm.id), arms[0]!.id]),
      'GET /api/admin/products/{id}': strings(products.slice(0, 10).map((product) => product.id)),
      'PUT /api/admin/products/{id}': strings(editedProducts),
      'DELETE /api/admin/products/{id}': strings(deletedProducts),
      'PUT /api/cart/{id}': strings(cartLines.slice(0, 4)),
      'DELETE /api/cart/{id}': strings(cartLines.slice(4)),
      'GET /api/purchase-requests/{id}': strings(allRequests),
      'PUT /api/purchase-requests/{id}': strings(editedRequests),
      'GET /api/purchase-requests/{id}/events': strings(allRequests),
      'GET /api/purchase-requests/{id}/payments': strings(allRequests),
      'POST /api/purchase-requests/{id}/payments': strings(offlineRequests),
      'POST /api/payments/{id}/refund': strings([...offlinePayments, ...cardPayments]),
      'GET /api/admin/payments/{id}': strings([...offlinePayments, ...cardPayments]),
      'GET /api/demo-submissions/{id}': strings(demos),
      'PUT /api/demo-submissions/{id}': strings(demos),
      // Never an actor's account: deactivating or demoting it would end the fuzzer's own sessions.
      'GET /api/admin/users/{id}': strings([...spareUsers, actors.customerA.user.id, actors.admin.user.id]),
      'PUT /api/admin/users/{id}': strings(spareUsers),
      'POST /api/admin/users/{id}/erase': strings(spareUsers),
    };
    const hints: Record<string, fc.Arbitrary<unknown>> = {
      productName: fc.constantFrom(...orderable),
      armId: fc.constantFrom(...arms.map((arm) => arm.id)),
      requestId: fc.constantFrom(...cardRequests),
      userId: fc.constantFrom(actors.customerA.user.id, actors.customerB.user.id),
    };
    // A request from a product page: productName and quantity, or the cart's `products`, never both (which the schema cannot say).
    const bodies: Record<string, fc.Arbitrary<unknown>> = {
      'POST /api/purchase-requests': fc.record(
        {
          productName: fc.constantFrom(...orderable),
          quantity: fc.integer({ min: 1, max: 99 }),
          productType: fc.constantFrom('arm', 'tier', 'package'),
          customerNotes: fc.option(fc.string({ maxLength: 100 })),
          status: fc.constant('submitted'),
        },
        { requiredKeys: ['productName', 'quantity'] },
      ),
    };
    return {
      pathValues: (route) => pathValues[route] ?? [],
      hint: (_route, property) => hints[property],
      bodies: (route) => bodies[route],
    };
  }

  /** The Authorization header of a case, realised with the session (or a new one) of its role. */
  async function authorizationOf(fuzzCase: FuzzCase): Promise<string | undefined> {
    const tokens = p.t.app.get(TokenService);
    const role = fuzzCase.role === 'visitor' ? undefined : fuzzCase.role === 'admin' ? 'ADMIN' : 'CUSTOMER';
    let actor: Pick<Actor, 'token' | 'user'> | undefined;
    if (role) actor = SESSION_ENDING.has(fuzzCase.route) ? await withPassword(role) : actors[fuzzCase.role as keyof MatrixActors];
    // The account whose token a bad header bends: never an actor's on a route that ends sessions (a lowercase "bearer" is still a bearer).
    const someone =
      fuzzCase.authorization === 'role'
        ? undefined
        : (actor ?? (SESSION_ENDING.has(fuzzCase.route) ? await withPassword('ADMIN') : actors.admin));
    switch (fuzzCase.authorization) {
      case 'role':
        return actor && `Bearer ${actor.token}`;
      case 'garbage':
        return `Bearer fuzz.${fuzzCase.pick.toString(36)}.token`;
      case 'basic':
        return 'Basic YWRtaW5Adm9vc2gudGVzdDphZG1pbi1wYXNzd29yZC0x';
      case 'emptyBearer':
        return 'Bearer ';
      case 'lowercase':
        return `bearer ${someone!.token}`;
      case 'tampered':
        return `Bearer ${someone!.token.slice(0, -2)}${someone!.token.endsWith('AA') ? 'BB' : 'AA'}`;
      case 'unknownUser':
        return `Bearer ${tokens.sign({ id: 900_000 + (fuzzCase.pick % 1000), email: 'ghost@example.com', role: 'ADMIN', tokenVersion: 0 } as User)}`;
      case 'expired':
        return `Bearer ${tokens.sign(someone!.user, -1)}`;
      case 'liveTicket':
        return `Bearer ${tokens.signLiveTicket(actors.admin.user, tokens.verify(actors.admin.token)!.jti)}`;
      case 'long':
        return `Bearer ${'a'.repeat(6_000)}`;
    }
  }

  /** A Stripe event about one of the stand-in's intents (or none), signed as Stripe would: the webhook's real path. */
  function webhookEvent(fuzzCase: FuzzCase): Preparation {
    const types = [
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
      'charge.refunded',
      'payment_intent.created',
    ];
    const type = types[fuzzCase.pick % types.length]!;
    const intents = [...p.stripe.intents.values()];
    const intent = intents.length ? intents[Math.floor(fuzzCase.pick / 8) % intents.length]! : undefined;
    let object: object;
    if (type === 'charge.refunded') {
      object = {
        id: `ch_fuzz_${fuzzCase.pick}`,
        object: 'charge',
        payment_intent: intent?.id ?? 'pi_fuzz_unknown',
        amount: intent?.amount ?? 100,
        amount_refunded: fuzzCase.pick % 3 === 0 ? (intent?.amount ?? 100) : fuzzCase.pick % 5_000,
        refunds: { object: 'list', data: [{ id: `re_fuzz_${fuzzCase.pick}`, object: 'refund' }] },
      };
    } else if (intent && type !== 'payment_intent.created') {
      const outcome = type === 'payment_intent.succeeded' ? 'succeeded' : type === 'payment_intent.canceled' ? 'canceled' : 'failed';
      const settled: StubIntent = p.stripe.settle(intent.id, outcome);
      // Now and then Stripe's object differs from what the app asked for (amount, currency): money for review.
      object =
        fuzzCase.pick % 4 === 0
          ? (applyMutation(settled, fc.sample(mutation, { seed: fuzzCase.pick, numRuns: 1 })[0]!) as object)
          : settled;
    } else object = { id: intent?.id ?? 'pi_fuzz_unknown', object: 'payment_intent', status: 'requires_payment_method', metadata: {} };
    const { payload, signature } = signedEvent(type, object as StubIntent);
    return { rawBody: payload, headers: { 'Stripe-Signature': signature } };
  }

  /** Real codes, sessions, tickets and signatures for the cases drawn as `prepared`. */
  const preparations: Record<string, (fuzzCase: FuzzCase) => Promise<Preparation>> = {
    'POST /api/auth/verify-email': async () => {
      const email = uniqueEmail('fuzz');
      return { body: { email, code: await mailedCode('/api/auth/send-verification', email) } };
    },
    'POST /api/auth/register': async () => {
      const email = uniqueEmail('fuzz');
      return { body: { email, verificationCode: await mailedCode('/api/auth/send-verification', email) } };
    },
    'POST /api/auth/check-reset-code': async () => {
      const { email } = (await withPassword()).user;
      return { body: { email, code: await mailedCode('/api/auth/forgot-password', email) } };
    },
    'POST /api/auth/reset-password': async () => {
      const { email } = (await withPassword()).user;
      return { body: { email, code: await mailedCode('/api/auth/forgot-password', email) } };
    },
    'POST /api/auth/login': async () => ({ body: { email: (await withPassword()).user.email, password: PASSWORD } }),
    'POST /api/auth/forgot-password': async () => ({ body: { email: (await withPassword()).user.email } }),
    'POST /api/auth/change-password': async () => ({ body: { currentPassword: PASSWORD } }),
    'GET /api/auth/google/callback': async (fuzzCase) => {
      const { state, cookie } = await googleFlow();
      return {
        query: `code=${fuzzCase.pick % 3 ? 'good-code' : 'bad-code'}&state=${encodeURIComponent(state)}`,
        headers: { Cookie: cookie },
      };
    },
    'POST /api/auth/google/exchange': async () => {
      const { state, cookie } = await googleFlow();
      const { headers } = await http()
        .get('/api/auth/google/callback')
        .set('X-Forwarded-For', nextAddress())
        .set('Cookie', cookie)
        .query({ code: 'good-code', state })
        .expect(302);
      const code = new URL(headers.location, 'http://voosh.test').searchParams.get('code')!;
      return { body: { code }, headers: { Cookie: cookie } };
    },
    [LIVE_STREAM]: async () => {
      const tokens = p.t.app.get(TokenService);
      return { query: `ticket=${encodeURIComponent(tokens.signLiveTicket(actors.admin.user, tokens.verify(actors.admin.token)!.jti))}` };
    },
    'POST /api/payments/webhook': async (fuzzCase) => webhookEvent(fuzzCase),
  };

  /**
   * A settings change kept to what the fuzzing can live with: maintenance would answer 503 to all
   * but admins, two-factor sign-in would be required of the admins, notifications would back the mail
   * up, a low limit would answer 429, another SMTP server would be looked for off this machine. Only
   * values the API would take are replaced (by the ones it has), so every invalid one still reaches it.
   */
  function keepSettingsSafe(body: unknown): unknown {
    if (!isObject(body)) return body;
    const safe = { ...body };
    for (const [key, value] of Object.entries(QUIET_SETTINGS)) if (typeof safe[key] === 'boolean') safe[key] = value;
    if (Number.isInteger(safe.apiRateLimit) && (safe.apiRateLimit as number) >= 1 && (safe.apiRateLimit as number) <= 100_000)
      safe.apiRateLimit = 100_000;
    if (isObject(safe.emailConfig)) {
      const config = { ...safe.emailConfig };
      if (typeof config.smtpServer === 'string' && config.smtpServer.length <= 253) config.smtpServer = '127.0.0.1';
      if (Number.isInteger(config.smtpPort) && (config.smtpPort as number) >= 1 && (config.smtpPort as number) <= 65_535)
        config.smtpPort = p.smtp.port;
      if (typeof config.username === 'string' && config.username.length <= 254) config.username = '';
      safe.emailConfig = config;
    }
    return safe;
  }

  /** The live stream, opened for real: its status and type, then (on a 200) the first event, which a demo request sets off. */
  function openLiveStream(url: string, headers: Record<string, string>): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const answer: Answer = { status: response.statusCode!, headers: response.headers, body: undefined, text: '' };
        const timer = setTimeout(() => {
          response.destroy();
          resolve(answer);
        }, 10_000);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          answer.text += chunk;
          // The first event is the demo request's (heartbeats come every 25 s).
          const data = /^data: (.+)$/m.exec(answer.text);
          if (answer.status !== 200 || !data) return;
          answer.body = JSON.parse(data[1]!);
          clearTimeout(timer);
          response.destroy();
          resolve(answer);
        });
        response.on('end', () => {
          clearTimeout(timer);
          if (answer.status !== 200) answer.body = answer.text ? JSON.parse(answer.text) : undefined;
          resolve(answer);
        });
        if (answer.status === 200)
          http()
            .post('/api/demo-submissions')
            .set('X-Forwarded-For', nextAddress())
            .send({ name: 'Live', email: uniqueEmail('live'), company: 'Stream' })
            .then(
              () => undefined,
              () => undefined,
            );
      });
      call.on('error', reject);
      call.end();
    });
  }

  interface Built {
    method: 'get' | 'post' | 'put' | 'delete';
    url: string;
    headers: Record<string, string>;
    bytes?: Buffer;
    /** The request as a failure shows it: role and Authorization kind, method, path and query, headers, body. */
    sent: string;
  }

  /** The request of a case, completed by its preparation (the settings kept safe). */
  async function build(fuzzCase: FuzzCase, preparation: Preparation): Promise<Built> {
    let body = fuzzCase.body;
    if (preparation.body) body = { ...(isObject(body) ? body : {}), ...preparation.body };
    if (fuzzCase.route === SETTINGS) body = keepSettingsSafe(body);
    const bytes = preparation.rawBody !== undefined ? Buffer.from(preparation.rawBody) : bodyBytes({ ...fuzzCase, body });
    const query = [fuzzCase.query, preparation.query].filter(Boolean).join('&');
    const url = query ? `${fuzzCase.path}?${query}` : fuzzCase.path;
    const headers: Record<string, string> = { ...fuzzCase.headers, ...preparation.headers, 'X-Forwarded-For': nextAddress() };
    const authorization = await authorizationOf(fuzzCase);
    if (authorization) headers.Authorization = authorization;
    const contentType = preparation.rawBody !== undefined ? 'application/json' : fuzzCase.contentType;
    if (bytes && contentType) headers['Content-Type'] = contentType;
    const method = fuzzCase.route.split(' ')[0]!.toLowerCase() as Built['method'];
    const shownHeaders = clip(JSON.stringify({ ...headers, Authorization: undefined }), 300);
    const sent = `${fuzzCase.role} (${fuzzCase.authorization} token) ${method.toUpperCase()} ${clip(url, 400)} headers ${shownHeaders} body ${
      bytes ? clip(bytes.toString('utf8'), 500) : 'none'
    }`;
    return { method, url, headers, bytes, sent };
  }

  async function deliver(fuzzCase: FuzzCase, { method, url, headers, bytes }: Built): Promise<Answer> {
    if (fuzzCase.route === LIVE_STREAM && fuzzCase.prepared) return openLiveStream(url, headers);
    const call = http()[method](url).set(headers).timeout(REQUEST_TIMEOUT_MS);
    // Text under a Content-Type (superagent would JSON-encode a Buffer sent as JSON); bytes alone without one (it would add a form type to text).
    const response: Response = bytes ? await call.send(headers['Content-Type'] ? bytes.toString('utf8') : bytes) : await call;
    return { status: response.status, headers: response.headers, body: response.body, text: response.text ?? '' };
  }

  it(
    'answers every generated request as the document says: no 5xx, 4xx in the error shape, 2xx valid',
    async () => {
      const started = Date.now();
      const byRoute = new Map(operations.map((operation) => [operation.route, operation]));
      const fuzzed = operations.filter(({ route }) => !ONLY || ONLY.test(route));
      const perOperation = Math.ceil(MIN_REQUESTS / operations.length);
      const options = { preparable: new Set(Object.keys(preparations)) };
      // One stream of cases per operation (its own seed from the run's), interleaved so each operation meets the state the others leave.
      const streams = operations.flatMap((operation, index) =>
        fuzzed.includes(operation)
          ? [fc.sample(caseArbitrary(operation, schemaContext, pools, options), { seed: SEED + index, numRuns: perOperation })]
          : [],
      );
      const cases = Array.from({ length: perOperation }, (_, i) => streams.map((stream) => stream[i]!)).flat();

      const statuses: Record<number, number> = {};
      /** Statuses the document does not list for the operation that answered them (4xx only: a 2xx or 3xx among them fails). */
      const undocumented: Record<number, number> = {};
      const exercised = new Set<string>();
      const succeeded = new Set<string>();
      const failures: string[] = [];
      // Preparations start PREPARE_AHEAD cases early: most wait for a mailed code, and would hold a sender meanwhile.
      const preparing = new Map<number, Promise<Preparation>>();
      const preparationAt = (index: number): Promise<Preparation> => {
        let pending = preparing.get(index);
        if (!pending) {
          pending = cases[index]!.prepared ? preparations[cases[index]!.route]!(cases[index]!) : Promise.resolve({});
          pending.catch(() => undefined); // awaited (and reported) when its case is sent
          preparing.set(index, pending);
        }
        return pending;
      };
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < cases.length) {
            const index = next++;
            const fuzzCase = cases[index]!;
            const preparation = preparationAt(index);
            preparing.delete(index);
            for (let ahead = next; ahead < Math.min(cases.length, next + PREPARE_AHEAD); ahead++)
              if (cases[ahead]!.prepared) preparationAt(ahead);
            const operation = byRoute.get(fuzzCase.route)!;
            let built: Built | undefined;
            let answer: Answer;
            try {
              built = await build(fuzzCase, await preparation);
              answer = await deliver(fuzzCase, built);
            } catch (error) {
              const request =
                built?.sent ?? `${fuzzCase.role} ${fuzzCase.route} ${fuzzCase.path}?${fuzzCase.query} (${fuzzCase.bodyKind} body)`;
              failures.push(`no answer: ${(error as Error).message}\n  request: ${request}`);
              continue;
            }
            const { sent } = built;
            exercised.add(fuzzCase.route);
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            if (!operation.responses[String(answer.status)]) undocumented[answer.status] = (undocumented[answer.status] ?? 0) + 1;
            if (answer.status < 400) succeeded.add(fuzzCase.route);
            const problem = checks.problem(operation, answer);
            if (VERBOSE)
              console.log(
                `${sent}\n  → ${answer.status} ${clip(answer.text || JSON.stringify(answer.body) || '', 300)}${problem ? `\n  ✗ ${problem}` : ''}`,
              );
            if (problem)
              failures.push(
                `${problem}\n  request: ${sent}\n  answer: ${answer.status} ${clip(answer.text || JSON.stringify(answer.body) || '', 600)}`,
              );
          }
        }),
      );
      const elapsed = Date.now() - started;
      const loggedErrors = await p.t.loggedErrors();
      const without2xx = fuzzed.map(({ route }) => route).filter((route) => !succeeded.has(route));
      console.log(
        `openapi-fuzz: seed ${SEED}, ${cases.length} requests, ${exercised.size}/${operations.length} operations, ` +
          `statuses ${JSON.stringify(statuses)} (not in the document for their operation: ${JSON.stringify(undocumented)}), ${elapsed} ms; ` +
          `2xx/3xx on ${succeeded.size} operations${without2xx.length ? ` (not on ${without2xx.join(', ')})` : ''}; ` +
          `${failures.length} failures; ${loggedErrors.length} ERROR lines in the app's log. Replay: FUZZ_SEED=${SEED}`,
      );
      if (loggedErrors.length) console.log(loggedErrors.slice(0, 10).join('\n'));

      // Counted on the answers, not on what was drawn: every operation answered, 10,000 answers in all.
      const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      expect([...exercised].sort()).toEqual(fuzzed.map(({ route }) => route).sort());
      if (!ONLY) expect(answered).toBeGreaterThanOrEqual(10_000);
      expect(loggedErrors).toEqual([]);
      expect({ failures: failures.length, first: failures.slice(0, 25) }).toEqual({ failures: 0, first: [] });
    },
    FUZZ_TIMEOUT_MS,
  );

  it('left the fuzzer its own sessions and roles: prototype pollution and forged tokens made nobody an admin', async () => {
    for (const [name, actor] of Object.entries(actors)) {
      const { status, body } = await http().get('/api/auth/me').set(actor.auth);
      expect({ name, status, role: body.role }).toEqual({ name, status: 200, role: name === 'admin' ? 'ADMIN' : 'CUSTOMER' });
    }
  });
});
