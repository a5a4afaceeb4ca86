// What the benchmark (api-bench.ts) and its two server processes (bench-server.ts, the app;
// bench-references-server.ts, the references) say to each other.

/** What the benchmark process sends the app's process (env BENCH_SERVER). */
export interface BenchServerInput {
  databaseUrl: string;
  /** Accounts to sign tokens for. */
  emails: string[];
  /** The benchmark's webhook receiver, registered as an endpoint told of test events. */
  webhookReceiverUrl: string;
}

/** What the benchmark process sends the references' process (env BENCH_REFERENCES). */
export interface ReferencesInput {
  databaseUrl: string;
  /** The app, whose catalogue bytes the catalogue references answer. */
  appUrl: string;
}

/** The parent's question to either process: how much CPU it has used so far. */
export const CPU_USAGE_REQUEST = 'cpu-usage';

/** The answer: microseconds of CPU (user plus system) since the process started. */
export interface CpuUsageAnswer {
  cpuMicros: number;
}

/** Answers the parent's CPU questions for as long as the process lives. */
export function answerCpuUsage(): void {
  process.on('message', (message) => {
    if (message !== CPU_USAGE_REQUEST) return;
    const { user, system } = process.cpuUsage();
    process.send!({ cpuMicros: user + system } satisfies CpuUsageAnswer);
  });
}

export interface BenchServerReady {
  appUrl: string;
  tokens: Record<string, string>;
  catalogueBytes: number;
  /** The endpoint registered for the benchmark's webhook receiver. */
  webhookEndpointId: number;
}

/** The reference servers of bench-references.ts. */
export interface ReferenceUrls {
  bareUrl: string;
  fastifyUrl: string;
  /** Fastify with the request log, security headers, rate limit and ETag: the catalogue's ceiling. */
  fastifyStackUrl: string;
  nestUrl: string;
  cartReadUrl: string;
  cartAddUrl: string;
  adminListUrl: string;
}
