import { lazyPage } from './lazyPage';

/** '404 Page Not Found', for any unknown path: the site's and the customer area's. */
export const NotFoundPage = lazyPage(() => import('../features/site/routes/NotFoundPage'), 'NotFoundPage');
