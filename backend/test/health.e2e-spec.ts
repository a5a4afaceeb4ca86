// @test-pass direct: cuts the database and Redis under one process of its own
import { SettingsService } from '../src/settings/settings.service';
import { eventually } from './support/eventually';
import { type TcpCut, throughCut } from './support/tcp-cut';
import { createTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CHECKS = ['database', 'migrations', 'listener', 'redis', 'queue'];

/** Liveness and readiness, as a probe or a load balancer asks them every few seconds. */
describe('Health probes', () => {
  let t: TestApp;
  let database: TcpCut;
  let redis: TcpCut;
  beforeAll(async () => {
    const redisHop = await throughCut(REDIS_URL, 6379);
    redis = redisHop.cut;
    t = await createTestApp(
      { REDIS_URL: redisHop.url },
      {
        // The app reaches its database and Redis through hops the test can cut, as a restart of either looks to it.
        routeDatabase: async (url) => {
          const hop = await throughCut(url, 5432);
          database = hop.cut;
          return hop.url;
        },
      },
    );
  });
  afterAll(async () => {
    await Promise.all([database.restore(), redis.restore()]).catch(() => undefined);
    await t.close();
    await Promise.all([database.close(), redis.close()]);
  });

  const ready = () => t.http.get('/api/health/ready');
  const statusesOf = (details: Record<string, { status: string }>) =>
    Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value.status]));
  const allUp = Object.fromEntries(CHECKS.map((check) => [check, 'up']));
  /** Ready again, every check up, once what was cut is back (the pool and the listener reconnect by themselves). */
  const readyAgain = () =>
    eventually(async () => expect(statusesOf((await ready().expect(200)).body.details)).toEqual(allUp), {
      timeoutMs: 30_000,
      everyMs: 250,
    });

  it('answers live and ready, uncached, with every check up', async () => {
    const live = await t.http.get('/api/health/live').expect(200).expect('Cache-Control', 'no-store');
    expect(live.body).toEqual({ status: 'ok' });
    const { body } = await ready().expect(200).expect('Cache-Control', 'no-store');
    expect({ status: body.status, checks: statusesOf(body.details) }).toEqual({ status: 'ok', checks: allUp });
    // The earlier answer is kept.
    expect((await t.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
  });

  it('is not ready while the database is out of reach, and ready again once it is back; live throughout', async () => {
    await database.cut();
    try {
      const { body } = await ready().expect(503);
      expect(body).toMatchObject({ statusCode: 503, type: 'not_ready' });
      expect(body.details.database.status).toBe('down');
      await t.http.get('/api/health/live').expect(200);
      // The LISTEN connection notices too.
      await eventually(async () => expect((await ready().expect(503)).body.details.listener.status).toBe('down'));
    } finally {
      await database.restore();
    }
    await readyAgain();
  });

  it('is not ready while Redis is out of reach, and ready again once it is back', async () => {
    await redis.cut();
    try {
      const { body } = await ready().expect(503);
      expect(statusesOf(body.details)).toEqual({ ...allUp, redis: 'down' });
    } finally {
      await redis.restore();
    }
    await readyAgain();
  });

  it('answers a probe every moment: never rate limited, never held by maintenance mode', async () => {
    await t.app.get(SettingsService).save({ apiRateLimit: 1, maintenanceMode: true });
    try {
      for (let probe = 0; probe < 5; probe += 1) {
        await ready().expect(200);
        await t.http.get('/api/health/live').expect(200);
      }
    } finally {
      await t.app.get(SettingsService).save({ apiRateLimit: 100, maintenanceMode: false });
    }
  });
});
