import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config';

/** The security headers of every answer (helmet), shared by the app and the catalogue edge. */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        // Swagger UI and the Stripe Payment Element need these.
        'script-src': ["'self'", 'https://js.stripe.com'],
        'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", 'https://api.stripe.com'],
      },
    },
  });

/** Cross-origin access: the configured origins, with the headers clients need to read. */
export const corsOptions = (config: AppConfig): CorsOptions => ({
  origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
  exposedHeaders: ['Content-Range', 'X-Total-Count', 'X-Request-Id', 'ETag'],
  credentials: true,
});
