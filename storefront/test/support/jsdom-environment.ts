// jsdom with Node's fetch classes (jsdom has none): the typed API client builds Request objects,
// and tests answer fetch with real Response objects.
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
] as const;

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const target = this.global as unknown as Record<string, unknown>;
    for (const name of FROM_NODE) target[name] = globalThis[name];
  }
}
