import type { FastifyCorsOptions } from '@fastify/cors';
import { INLINE_SCRIPTS } from '@voosh/shared';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../../config/app-config';

/** The storefront's inline scripts (the colour-scheme mark, the start of a rendered page's app), allowed by their hashes. */
const INLINE_SCRIPT_SOURCES = INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);

/** helmet's options for every answer. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Swagger UI and the Stripe Payment Element need these.
      'script-src': ["'self'", ...INLINE_SCRIPT_SOURCES, 'https://js.stripe.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
    },
  },
};

/**
 * The headers helmet sets for `options`, worked out once. None of our options depends on the
 * request, so every answer gets the same values: @fastify/helmet instead rebuilds helmet's
 * middleware (parsing the CSP directives again) on every request, 11.6% of a catalogue answer's
 * CPU in the benchmark's profile.
 */
export function securityHeaderValues(options: HelmetOptions = SECURITY_HEADER_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Cross-origin access: the configured origins, with the headers clients need to read. */
export const corsOptions = (config: AppConfig): FastifyCorsOptions => ({
  origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
  exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'ETag'],
  credentials: true,
});
