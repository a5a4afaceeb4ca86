import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';
import { decimal, type Env, list, read } from '../../config/env-schema';
import { ScrubbedSpans } from './scrubbed-spans';
import { DEFAULT_TRACES_PER_SECOND, traceSampler } from './trace-sampler';

/** The tracer of the app's own spans (requests, mail, scheduled work). */
export const tracer = trace.getTracer('voosh');

/** What startTracing set up: nothing until it runs with a collector to export to. */
let started: { provider: TracerProvider; hasRoom: () => boolean; handlerSpans: boolean } | undefined;

/** Whether a new trace could be kept now (the sampler's limit a second), spending nothing. */
export const roomForNewTrace = (): boolean => started?.hasRoom() ?? false;

/**
 * OpenTelemetry traces, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT when it is set.
 * When it is not, nothing is registered: every span of the app and of its libraries (pg-boss's
 * included) is the API's no-op, and no module is patched.
 *
 * Spans: incoming HTTP (made by Fastify's hooks, named by route template: request-spans.ts),
 * NestJS handlers (handler-spans.ts), PostgreSQL statements (their text with placeholders, never
 * the values), Redis commands (the command's name only), outgoing HTTP by node:http (Stripe,
 * webhooks) and fetch (the rates feed, Google), mail sent, scheduled work and queued jobs. No query
 * string and no SQL literal is kept on any span (ScrubbedSpans).
 *
 * OTEL_SERVICE_NAME names the service (voosh). Of new traces, OTEL_TRACES_SAMPLER_ARG is the share
 * kept (1) and OTEL_TRACES_PER_SECOND the most kept a second (10, callers' traces included:
 * traceSampler). OTEL_NODE_DISABLED_INSTRUMENTATIONS (a comma-separated list of http, undici, pg,
 * ioredis, and nestjs_core for the handlers' spans) leaves those out. A malformed value stops the
 * start, naming it, tracing on or off.
 *
 * It must run before the modules it patches are loaded: main.ts imports start-tracing first.
 * `exporter` is OTLP's (the API tests' collector is a real one); Jest's module system cannot load
 * it, so the unit tests pass one of their own.
 */
export function startTracing(env: Env = process.env as Env, exporter: () => SpanExporter = () => new OTLPTraceExporter()): boolean {
  const configured = traceSampler(
    read(env, 'OTEL_TRACES_SAMPLER_ARG', decimal(0, 1), 1),
    read(env, 'OTEL_TRACES_PER_SECOND', decimal(0.001, 1e9), DEFAULT_TRACES_PER_SECOND),
  );
  const disabled = read(env, 'OTEL_NODE_DISABLED_INSTRUMENTATIONS', list, []);
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || started) return Boolean(started);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'voosh' }),
    sampler: configured.sampler,
    spanProcessors: [new ScrubbedSpans(new BatchSpanProcessor({ exporter: exporter() }))],
  });
  trace.setGlobalTracerProvider(provider);
  const instrumentations = {
    // Outgoing calls only: the server spans are Fastify's (request-spans.ts).
    http: () => new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
    undici: () => new UndiciInstrumentation(),
    pg: () => new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true, ignoreConnectSpans: true }),
    ioredis: () => new IORedisInstrumentation({ dbStatementSerializer: (command) => command, requireParentSpan: true }),
  };
  started = { provider, hasRoom: configured.hasRoom, handlerSpans: !disabled.includes('nestjs_core') };
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: Object.entries(instrumentations)
      .filter(([name]) => !disabled.includes(name))
      .map(([, make]) => make()),
  });
  return true;
}

/** Whether traces are being recorded and exported. */
export const tracingEnabled = (): boolean => started !== undefined;

/** Whether NestJS handlers have spans of their own (unless nestjs_core is left out). */
export const handlerSpansEnabled = (): boolean => started?.handlerSpans ?? false;

/** Exports the spans still buffered and stops: the last thing before the process exits. */
export async function stopTracing(): Promise<void> {
  await started?.provider.shutdown();
}
