import { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** The built SPAs, wherever the backend runs from (repo checkout or the Docker image). */
export const SPA_ROOTS = {
  storefront: resolve(__dirname, '../../../../storefront/dist'),
  admin: resolve(__dirname, '../../../../admin/dist'),
};

/**
 * A path that names a file (the build's `/assets/` folder, or a last segment with an extension):
 * missing, it is a 404, never the SPA's page. A browser still holding an older build's chunk names
 * then gets an error it can recover from (reload), not HTML to parse as JavaScript.
 */
const FILE_PATH = /^\/assets\/|\.[a-z0-9]+$/i;

/**
 * The admin build under /admin (its own fallback) and the storefront everywhere else, with the
 * SPA fallback to index.html for GET requests that are not /api and not files. Missing builds
 * are skipped.
 * STOREFRONT_DIST_DIR serves another storefront build (the browser tests' development build).
 */
export function serveSpas(app: NestExpressApplication): void {
  const { storefrontDistDir = SPA_ROOTS.storefront } = app.get<AppConfig>(APP_CONFIG);
  const mount = (prefix: string, root: string) => {
    if (!existsSync(join(root, 'index.html'))) return;
    const assets = express.static(root, { index: false, maxAge: '1y', immutable: true });
    const html = (_req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(root, 'index.html'));
    };
    const missingFile = (_req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send('Not found');
    };
    app.use(prefix, (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (prefix === '/' && (req.path === '/api' || req.path.startsWith('/api/') || req.path.startsWith('/admin'))) return next();
      assets(req, res, () => (FILE_PATH.test(req.path) ? missingFile : html)(req, res));
    });
  };
  mount('/admin', SPA_ROOTS.admin);
  mount('/', storefrontDistDir);
}
