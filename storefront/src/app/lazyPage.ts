import { lazy, type ComponentType } from 'react';

type PageModule<Name extends string> = Promise<Record<Name, ComponentType>>;

/** A route-level code-split page from a module's named export. */
export function lazyPage<Name extends string>(load: () => PageModule<Name>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * `load`, already started when the app opens on one of the page's addresses: its chunks then load
 * while the main chunk runs and renders, instead of after the first render reaches the route (the
 * home page's LCP in `npm run bench:web`: 760 ms before, about 600 ms after, with the session read
 * in the first render). The browser keeps the module, so the route's own import finds it loaded.
 */
export function startedOn<Name extends string>(opensOn: (pathname: string) => boolean, load: () => PageModule<Name>) {
  if (opensOn(window.location.pathname)) void load();
  return load;
}
