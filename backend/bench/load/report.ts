import { loadavg } from 'node:os';
import { MIX, type LoadOptions } from './options';
import type { LatencyRow, MemoryFigures, Recorder } from './recorder';
import type { CheckResult } from './sql-checks';

/** The schedule as it was kept: when operations were started against when they were due. */
export interface ScheduleFigures {
  started: number;
  /** From the first operation's due time to the last one's start (s). */
  startSeconds: number;
  /** From the first operation's due time to the last answer (s). */
  runSeconds: number;
  /** How late the generator started operations (ms): p99 and max. */
  lagP99: number;
  lagMax: number;
  /** Operations still unanswered when the drain gave up. */
  unfinished: number;
  /** CPU this process (app and load generator) used from the first due time to the end of the drain (s). */
  cpuSeconds: number;
}

export interface MemoryReport {
  start: MemoryFigures;
  peak: MemoryFigures;
  end: MemoryFigures;
  afterGc: MemoryFigures;
}

const log = (line: string) => console.log(line);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return `${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}`;
}

function latencyTable(rows: LatencyRow[], first: string): string {
  const order = MIX.map(([kind]) => kind as string);
  const sorted = [...rows].sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group) || a.route.localeCompare(b.route));
  return table(
    [first, 'route', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failed'],
    sorted.map((row) => [
      row.group,
      row.route,
      String(row.count),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      ms(row.max),
      String(row.failures),
    ]),
  );
}

/** Prints the figures and the checks; answers whether the run passed (no failure, every check met). */
export function report(
  options: LoadOptions,
  recorder: Recorder,
  schedule: ScheduleFigures,
  memory: MemoryReport,
  checks: CheckResult[],
): boolean {
  log(`\nPer route: latency from the operation's scheduled start for its first request, from the request's own start for the next ones`);
  log(latencyTable(recorder.routeRows(), 'group'));
  const operations = recorder.operationRows().map((row) => ({ ...row, group: row.route, route: '(whole operation)' }));
  log(`\nPer operation, from its scheduled start to its last answer:`);
  log(latencyTable(operations, 'operation'));

  const achieved = schedule.started / schedule.startSeconds;
  log(
    `\nRate: target ${options.rate} operations/s for ${options.seconds} s (${Math.round(options.rate * options.seconds)} operations); ` +
      `started ${schedule.started} in ${schedule.startSeconds.toFixed(2)} s = ${achieved.toFixed(2)}/s ` +
      `(generator lag p99 ${ms(schedule.lagP99)} ms, max ${ms(schedule.lagMax)} ms); ` +
      `${recorder.requests} HTTP requests in ${schedule.runSeconds.toFixed(2)} s = ${(recorder.requests / schedule.runSeconds).toFixed(1)} req/s`,
  );
  log(
    `CPU of this process (the app and the load generator): ${schedule.cpuSeconds.toFixed(1)} s in ${schedule.runSeconds.toFixed(1)} s ` +
      `(${((schedule.cpuSeconds / schedule.runSeconds) * 100).toFixed(0)}% of one core)`,
  );
  const line = (name: string, figures: MemoryFigures) => `${name} rss ${mb(figures.rss)}, heapUsed ${mb(figures.heapUsed)}`;
  log(
    `Memory (the app's process, with the load generator): ${line('start', memory.start)}; ${line('peak', memory.peak)}; ` +
      `${line('end', memory.end)}; ${line('end after a GC', memory.afterGc)}`,
  );

  const failures = recorder.failures;
  log(`\nErrors (an answer the scenario did not expect, a network error, or a wrong answer): ${failures.length}`);
  const kinds = new Map<string, number>();
  for (const failure of failures) {
    const status = failure.kind === 'status' ? /answered (\d+)/.exec(failure.detail)?.[1] : undefined;
    const timeout = failure.kind === 'network' && failure.detail.includes('timeout');
    const label = status ? `status ${status}` : timeout ? 'timeout (30 s)' : failure.kind;
    kinds.set(label, (kinds.get(label) ?? 0) + 1);
  }
  if (kinds.size) log(`  by kind: ${[...kinds].map(([label, count]) => `${label} ${count}`).join(', ')}`);
  for (const failure of failures.slice(0, 10)) log(`  ${failure.kind}: ${failure.route}: ${failure.detail}`);
  if (failures.length > 10) log(`  ... and ${failures.length - 10} more`);
  if (schedule.unfinished) log(`  ${schedule.unfinished} operations never finished`);

  log(`\nCounted in SQL afterwards:`);
  for (const check of checks) {
    log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.measured}`);
    for (const problem of check.problems) log(`        ${problem}`);
  }
  const passed = failures.length === 0 && schedule.unfinished === 0 && checks.every((check) => check.ok);
  log(
    `\n${passed ? 'PASS' : 'FAIL'}  zero errors and every SQL check met. Load average now: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}.`,
  );
  return passed;
}
