import type { AddressInfo } from 'node:net';
import { firstValueFrom, toArray } from 'rxjs';
import { LiveService } from '../src/live/live.service';
import { TokenService } from '../src/auth/token.service';
import { matrixActors, sessionFor } from './support/accounts';
import { type MatrixActors } from './support/app-fixture';
import { eventually } from './support/eventually';
import { SseClient } from './support/sse-client';
import { createTestApp, type TestApp, TEST_CLIENT_IS_PROXY } from './support/test-app';

const demoForm = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  company: 'Live Co',
  status: 'pending',
});

/** The app listening on a port of its own (server-sent events need a real connection). */
async function listening(t: TestApp): Promise<string> {
  if (!t.app.getHttpServer().listening) await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

describe('Live events for the admin console (server-sent events)', () => {
  let first: TestApp;
  let second: TestApp;
  let actors: MatrixActors;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    first = await createTestApp(TEST_CLIENT_IS_PROXY);
    // A second instance on the same database, as behind a load balancer.
    second = await createTestApp({ ...TEST_CLIENT_IS_PROXY, DATABASE_URL: first.databaseUrl });
    actors = await matrixActors(first);
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const ticketFor = async (t: TestApp, auth: Record<string, string>) =>
    (await t.http.post('/api/admin/live/ticket').set(auth).expect(200)).body.ticket as string;
  const connect = async (base: string, ticket: string) => {
    const client = new SseClient();
    clients.push(client);
    const response = await client.open(`${base}/api/admin/live/stream?ticket=${encodeURIComponent(ticket)}`);
    return { client, response };
  };

  it('gives tickets to admins only, and opens a stream only with a valid ticket', async () => {
    await first.http.post('/api/admin/live/ticket').expect(401);
    await first.http.post('/api/admin/live/ticket').set(actors.customerA.auth).expect(403);
    await first.http.get('/api/admin/live/stream').expect(400);
    expect((await first.http.get('/api/admin/live/stream?ticket=forged').expect(401)).body.error).toBe(
      'Your session has expired. Please sign in again.',
    );
    // A session token is not a ticket, and a ticket is not a session token.
    await first.http.get(`/api/admin/live/stream?ticket=${actors.admin.token}`).expect(401);
    const ticket = await ticketFor(first, actors.admin.auth);
    await first.http.get('/api/auth/me').set('Authorization', `Bearer ${ticket}`).expect(401);
  });

  it('tells an open console of a new demo request on any instance (only the notification can), to a client that accepts gzip as browsers do', async () => {
    const [base1, base2] = [await listening(first), await listening(second)];
    // A ticket opens one stream: one each.
    const here = await connect(base1, await ticketFor(first, actors.admin.auth));
    const there = await connect(base2, await ticketFor(first, actors.admin.auth));
    expect(here.response.headers['content-type']).toContain('text/event-stream');

    await first.http.post('/api/demo-submissions').set('X-Forwarded-For', '10.9.0.1').send(demoForm('Ada Live')).expect(201);
    const expected = { type: 'message', data: { type: 'demo_request.created', id: expect.any(Number), label: 'Ada Live (Live Co)' } };
    await eventually(() => expect(here.client.events).toContainEqual(expected));
    await eventually(() => expect(there.client.events).toContainEqual(expected));
  });

  it('tells an open console of a new purchase request, naming its customer', async () => {
    const base = await listening(second);
    const { client } = await connect(base, await ticketFor(first, actors.admin.auth));
    const { body } = await first.http
      .post('/api/purchase-requests')
      .set(actors.customerA.auth)
      .send({ productName: 'SnapForm', quantity: 1, status: 'submitted', productType: 'arm' })
      .expect(201);
    const label = `${actors.customerA.user.firstName} ${actors.customerA.user.lastName}`;
    await eventually(() =>
      expect(client.events).toContainEqual({ type: 'message', data: { type: 'purchase_request.created', id: body.id, label } }),
    );
  });

  /** A ticket for `admin`'s session, signed as the ticket route signs it. */
  const ticketOf = (admin: Awaited<ReturnType<typeof sessionFor>>) => {
    const tokens = first.app.get(TokenService);
    return tokens.signLiveTicket(admin.user, tokens.verify(admin.token)!.jti);
  };

  it('opens one stream per ticket, once, and none with a ticket of a session signed out since', async () => {
    const admin = await sessionFor(first, 'ADMIN');
    const ticket = await ticketFor(first, admin.auth);
    const base = await listening(first);
    expect((await connect(base, ticket)).response.statusCode).toBe(200);
    expect((await first.http.get(`/api/admin/live/stream?ticket=${encodeURIComponent(ticket)}`).expect(401)).body.error).toBe(
      'Your session has expired. Please sign in again.',
    );
    const unused = await ticketFor(first, admin.auth);
    await first.http.post('/api/auth/logout').set(admin.auth).expect(200);
    await first.http.get(`/api/admin/live/stream?ticket=${encodeURIComponent(unused)}`).expect(401);
  });

  it("ends an open stream at the next heartbeat after its session signs out on another instance; the account's other sessions go on", async () => {
    const admin = await sessionFor(first, 'ADMIN');
    const tokens = first.app.get(TokenService);
    const otherSession = await tokens.issue(admin.user);
    const stream = await first.app.get(LiveService).stream(ticketOf(admin), 50);
    // toArray settles only when the stream ends.
    const seen = firstValueFrom(stream.pipe(toArray()));
    await second.http.post('/api/auth/logout').set(admin.auth).expect(200);
    expect((await seen).every((event) => event.type === 'heartbeat')).toBe(true);
    const otherTicket = tokens.signLiveTicket(admin.user, tokens.verify(otherSession)!.jti);
    await expect(first.app.get(LiveService).stream(otherTicket, 50)).resolves.toBeDefined();
  });

  it('ends the stream once its admin is deactivated (checked at each heartbeat)', async () => {
    const admin = await sessionFor(first, 'ADMIN');
    const ticket = ticketOf(admin);
    const stream = await first.app.get(LiveService).stream(ticket, 50);
    const seen = firstValueFrom(stream.pipe(toArray()));
    await new Promise((resolve) => setTimeout(resolve, 120));
    await first.http.put(`/api/admin/users/${admin.user.id}`).set(actors.admin.auth).send({ isActive: false }).expect(200);
    const events = await seen;
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.every((event) => event.type === 'heartbeat')).toBe(true);
    await expect(first.app.get(LiveService).stream(ticketOf(admin))).rejects.toThrow('Your session has expired');
  });
});
