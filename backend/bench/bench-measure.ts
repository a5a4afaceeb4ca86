import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { CPU_USAGE_REQUEST, type CpuUsageAnswer } from './bench-protocol';

// How the benchmarks load a route and read a server process's CPU (api-bench.ts and its sections).

export function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** Seconds each route is measured (BENCH_SECONDS), after WARMUP_SECONDS of the same load. */
export const SECONDS = positiveInteger('BENCH_SECONDS', 10);
/** Long enough for V8 to have compiled the app's hot code: a profile showed it still compiling after 2 s. */
export const WARMUP_SECONDS = 6;

/** A benchmark's target: PASS or FAIL, with what was measured. */
export interface Target {
  name: string;
  met: boolean;
  measured: string;
}

export interface Figures {
  route: string;
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU of the app's process per answered request (µs), from its process.cpuUsage(). */
  cpuMicrosPerRequest: number;
  /** Requests answered in the measured time, and that time (s). */
  answered: number;
  seconds: number;
}

/** What `measure` loads: a route of a server process (whose CPU is counted) at `connections`. */
export interface Load {
  server: ChildProcess;
  route: string;
  url: string;
  request: autocannon.Request;
  connections: number;
}

/** How many turns a route and its reference take in `measureInTurns` (BENCH_TURNS). */
export const TURNS = positiveInteger('BENCH_TURNS', 5);

/**
 * A route under `connections` at once: its answers per second, latency and its server's CPU per
 * answer, over `seconds` after `warmupSeconds` of the same load (none when the caller warmed it).
 */
export async function measure(
  server: ChildProcess,
  route: string,
  url: string,
  request: autocannon.Request,
  connections: number,
  { seconds = SECONDS, warmupSeconds = WARMUP_SECONDS } = {},
): Promise<Figures> {
  const options = { url, connections, requests: [request], timeout: 10 };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const cpuBefore = await cpuMicros(server);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuUsed = (await cpuMicros(server)) - cpuBefore;
  return {
    cpuMicrosPerRequest: cpuUsed / Math.max(1, result.requests.total),
    answered: result.requests.total,
    seconds: result.duration,
    route,
    connections,
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * A route and its reference measured in turns: each warmed up, then `turns` short runs of each,
 * SECONDS in all for each, the first to run alternating from turn to turn, so that the drift of
 * this shared machine's speed falls on both alike (one run after the other, the two can meet a
 * machine 20% apart). Each one's figures cover all its runs: answers per second and CPU per
 * answer over all of them, p50 and p99 the median of its runs'.
 */
export async function measureInTurns(loads: [Load, Load], turns = TURNS): Promise<[Figures, Figures]> {
  for (const load of loads)
    await autocannon({ url: load.url, connections: load.connections, requests: [load.request], duration: WARMUP_SECONDS });
  const runs: [Figures[], Figures[]] = [[], []];
  for (let turn = 0; turn < turns; turn++) {
    for (const which of turn % 2 ? [1, 0] : [0, 1]) {
      const { server, route, url, request, connections } = loads[which]!;
      runs[which]!.push(await measure(server, route, url, request, connections, { seconds: SECONDS / turns, warmupSeconds: 0 }));
    }
  }
  return [combined(runs[0]), combined(runs[1])];
}

/** One figure for several runs of one load. */
function combined(runs: Figures[]): Figures {
  const sum = (of: (figures: Figures) => number) => runs.reduce((total, figures) => total + of(figures), 0);
  const answered = sum((figures) => figures.answered);
  const seconds = sum((figures) => figures.seconds);
  return {
    route: runs[0]!.route,
    connections: runs[0]!.connections,
    answered,
    seconds,
    reqPerSec: answered / seconds,
    cpuMicrosPerRequest: sum((figures) => figures.cpuMicrosPerRequest * figures.answered) / Math.max(1, answered),
    p50: median(runs.map((figures) => figures.p50)),
    p99: median(runs.map((figures) => figures.p99)),
    non2xx: sum((figures) => figures.non2xx),
    errors: sum((figures) => figures.errors),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A server process's CPU so far. */
export function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve((message as CpuUsageAnswer).cpuMicros));
    child.send(CPU_USAGE_REQUEST);
  });
}

export function readyMessage<Ready>(child: ChildProcess): Promise<Ready> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`The benchmark server exited (code ${code}) before it was ready`)));
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
