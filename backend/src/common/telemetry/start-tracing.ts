// Imported first by main.ts: tracing patches http, pg and ioredis as they load, so it starts before them.
import { startTracing } from './tracing';

startTracing();
