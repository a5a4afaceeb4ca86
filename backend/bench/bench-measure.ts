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
export const WARMUP_SECONDS = 2;

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
}

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
    route,
    connections,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

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
