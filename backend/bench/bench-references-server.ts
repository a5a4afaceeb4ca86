import 'reflect-metadata';
import { answerCpuUsage, type ReferencesInput, type ReferenceUrls } from './bench-protocol';
import { startReferenceServers } from './bench-references';

/**
 * The reference servers (bench-references.ts) in a process of their own: it never starts the app,
 * so the references pay nothing for the app's async context tracking, and the app's CPU figures
 * count the app alone.
 */
async function start(): Promise<void> {
  const input = JSON.parse(process.env.BENCH_REFERENCES ?? '') as ReferencesInput;
  const answer = await fetch(`${input.appUrl}/api/arms`);
  if (!answer.ok) throw new Error(`GET /api/arms answered ${answer.status}`);
  const references = await startReferenceServers(Buffer.from(await answer.arrayBuffer()), input.databaseUrl);
  process.once('disconnect', () => {
    void references.close().then(() => process.exit(0));
  });
  answerCpuUsage();
  const { close: _close, ...urls } = references;
  process.send!(urls satisfies ReferenceUrls);
}

start().catch((error: unknown) => {
  console.error(`Benchmark references failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
