import { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The built SPAs, wherever the backend runs from (repo checkout or the Docker image). */
export const SPA_ROOTS = {
  storefront: resolve(__dirname, '../../../../storefront/dist'),
  admin: resolve(__dirname, '../../../../admin/dist'),
};

/**
 * The admin build under /admin (its own fallback) and the storefront everywhere else, with the
 * SPA fallback to index.html for GET requests that are not /api. Missing builds are skipped.
 */
export function serveSpas(app: NestExpressApplication): void {
  const mount = (prefix: string, root: string) => {
    if (!existsSync(join(root, 'index.html'))) return;
    const assets = express.static(root, { index: false, maxAge: '1y', immutable: true });
    const html = (_req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(root, 'index.html'));
    };
    app.use(prefix, (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (prefix === '/' && (req.path === '/api' || req.path.startsWith('/api/') || req.path.startsWith('/admin'))) return next();
      assets(req, res, () => html(req, res));
    });
  };
  mount('/admin', SPA_ROOTS.admin);
  mount('/', SPA_ROOTS.storefront);
}
