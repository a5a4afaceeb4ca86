// Imported first by main.ts: tracing patches http, pg and ioredis as they load, so it starts before them.
import { startTracing } from './tracing';

try {
  startTracing();
} catch (error) {
  // A malformed OTEL_ variable stops the start as a malformed setting does (main.ts).
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
