import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TokenService } from '../src/auth/token.service';
import { loadConfig } from '../src/config/app-config';
import { createApp } from '../src/configure-app';
import { SettingsService } from '../src/settings/settings.service';
import { User } from '../src/users/entities/user.entity';
import { CPU_USAGE_REQUEST, type BenchServerInput, type BenchServerReady, type CpuUsageAnswer } from './bench-protocol';
import { startReferenceServers } from './bench-references';

/**
 * The servers under load, in a process of their own so autocannon (in the parent) does not share
 * their event loop: the real app, as main.ts builds it in production (request logs to a file, API rate limit
 * raised out of the way), a bare `node:http` server answering the app's `GET /api/arms` bytes, and
 * the reference servers of bench-references.ts.
 */
async function start(): Promise<void> {
  const input = JSON.parse(process.env.BENCH_SERVER ?? '') as BenchServerInput;
  const dataDir = mkdtempSync(join(tmpdir(), 'voosh-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: input.databaseUrl,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    // The default level (info: a line per request, as docker-compose runs it), written to a file so
    // the benchmark's own output stays readable; the logging's cost is part of every figure.
    LOG_FILE: join(dataDir, 'app.log'),
    // Staff have their own limit (3,000 a minute): raised out of the way like the customers' below.
    STAFF_RATE_LIMIT: '1000000',
    // Nothing listens there: the rates fetch fails at once and the fallback rates are served.
    CURRENCY_RATES_URL: 'http://127.0.0.1:9/latest',
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  await app.get(SettingsService).save({ apiRateLimit: 10_000_000 });
  const appUrl = await app.getUrl();

  const tokens: Record<string, string> = {};
  const em = app.get(MikroORM).em.fork();
  const signer = app.get(TokenService);
  const users = await em.find(User, { email: { $in: input.emails } });
  for (const user of users) tokens[user.email] = signer.sign(user);
  const cartReader = users.find((user) => user.email === input.cartReaderEmail);
  if (!cartReader) throw new Error(`No account ${input.cartReaderEmail} in the benchmark's database`);

  const answer = await fetch(`${appUrl}/api/arms`);
  if (!answer.ok) throw new Error(`GET /api/arms answered ${answer.status}`);
  const catalogue = Buffer.from(await answer.arrayBuffer());
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': catalogue.length });
    response.end(catalogue);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port } = bare.address() as { port: number };
  const references = await startReferenceServers(catalogue, input.databaseUrl, cartReader.id);

  const stop = async () => {
    bare.closeAllConnections();
    await new Promise((resolve) => bare.close(resolve));
    await references.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('disconnect', () => void stop());
  process.on('message', (message) => {
    if (message !== CPU_USAGE_REQUEST) return;
    const { user, system } = process.cpuUsage();
    process.send!({ cpuMicros: user + system } satisfies CpuUsageAnswer);
  });
  process.send!({
    appUrl,
    bareUrl: `http://127.0.0.1:${port}`,
    tokens,
    catalogueBytes: catalogue.length,
    fastifyUrl: references.fastifyUrl,
    nestUrl: references.nestUrl,
    cartQueriesUrl: references.cartQueriesUrl,
  } satisfies BenchServerReady);
}

start().catch((error: unknown) => {
  console.error(`Benchmark server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
