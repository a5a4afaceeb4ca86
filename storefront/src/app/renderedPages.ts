import { matchPath } from 'react-router-dom';
import { AUTH_PAGES } from './authRoutes';
import type { LazyPage } from './lazyPage';
import { PUBLIC_PAGES } from './publicRoutes';

/**
 * The pages the server renders for visitors, by route pattern: every public page, sign-in and
 * sign-up. Every other address is rendered by the browser alone.
 */
const RENDERED_PAGES: Record<string, LazyPage> = { ...PUBLIC_PAGES, '/login': AUTH_PAGES['/login']!, '/signup': AUTH_PAGES['/signup']! };

/** The page the server renders at `pathname`, if it renders one. */
export function renderedPageAt(pathname: string): LazyPage | undefined {
  const pattern = Object.keys(RENDERED_PAGES).find((candidate) => matchPath(candidate, pathname) !== null);
  return pattern === undefined ? undefined : RENDERED_PAGES[pattern];
}
