// What the benchmark (api-bench.ts) and its server process (bench-server.ts) say to each other.

/** What the benchmark process sends (env BENCH_SERVER) and gets back (IPC message). */
export interface BenchServerInput {
  databaseUrl: string;
  /** Accounts to sign tokens for. */
  emails: string[];
  /** The account whose cart the cart-read routes read. */
  cartReaderEmail: string;
}

/** The parent's question: how much CPU this process has used so far. */
export const CPU_USAGE_REQUEST = 'cpu-usage';

/** The answer: microseconds of CPU (user plus system) since the process started. */
export interface CpuUsageAnswer {
  cpuMicros: number;
}

export interface BenchServerReady {
  appUrl: string;
  bareUrl: string;
  tokens: Record<string, string>;
  catalogueBytes: number;
  /** The reference servers of bench-references.ts. */
  fastifyUrl: string;
  nestUrl: string;
  cartQueriesUrl: string;
}
