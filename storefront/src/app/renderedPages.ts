import { matchPath } from 'react-router-dom';
import { AUTH_PAGES } from './authRoutes';
import { CUSTOMER_AREA, CUSTOMER_PAGES } from './customerRoutes';
import type { LazyPage } from './lazyPage';
import { NotFoundPage } from './notFoundPage';
import { PUBLIC_PAGES } from './publicRoutes';

/**
 * The pages the server renders for visitors, by route pattern: every public page, sign-in and
 * sign-up. Every other address is rendered by the browser alone.
 */
const RENDERED_PAGES: Record<string, LazyPage> = { ...PUBLIC_PAGES, '/login': AUTH_PAGES['/login']!, '/signup': AUTH_PAGES['/signup']! };

/** Every route pattern of the app: the public pages, the sign-in screens and the customer area's pages. */
const ROUTE_PATTERNS = [
  ...Object.keys(PUBLIC_PAGES),
  ...Object.keys(AUTH_PAGES),
  ...Object.keys(CUSTOMER_PAGES).map((path) => `${CUSTOMER_AREA}/${path}`),
];

const matches = (patterns: readonly string[], pathname: string) => patterns.find((pattern) => matchPath(pattern, pathname) !== null);

/** Whether `pathname` is one of the app's routes (an unknown path shows the not-found page, answered with 404). */
export function isKnownPath(pathname: string): boolean {
  return matches(ROUTE_PATTERNS, pathname) !== undefined;
}

/**
 * The page the server renders at `pathname`, if it renders one: a rendered page's, or the
 * not-found page at an unknown address outside the customer area (whose not-found page, behind
 * the sign-in, the browser renders).
 */
export function renderedPageAt(pathname: string): LazyPage | undefined {
  const pattern = matches(Object.keys(RENDERED_PAGES), pathname);
  if (pattern !== undefined) return RENDERED_PAGES[pattern];
  const inCustomerArea = matchPath(`${CUSTOMER_AREA}/*`, pathname) !== null;
  return isKnownPath(pathname) || inCustomerArea ? undefined : NotFoundPage;
}
