import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../../config/app-config';

/** The security headers of every answer (helmet's, through @fastify/helmet). */
export const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Swagger UI and the Stripe Payment Element need these.
      'script-src': ["'self'", 'https://js.stripe.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
    },
  },
};

/** Cross-origin access: the configured origins, with the headers clients need to read. */
export const corsOptions = (config: AppConfig): FastifyCorsOptions => ({
  origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
  exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'ETag'],
  credentials: true,
});
