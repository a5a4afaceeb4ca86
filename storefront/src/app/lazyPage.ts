import { createElement, lazy, type ComponentType } from 'react';

type PageModule<Name extends string> = Promise<Record<Name, ComponentType>>;

/** A route-level code-split page, whose code can be loaded before it is first rendered. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once loaded, the page renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * A route-level code-split page from a module's named export. Rendered before its code has
 * loaded, it suspends (React.lazy); after preload() it renders directly. A page the server
 * rendered is preloaded before the browser hydrates it (startApp.tsx): a part still suspended while
 * hydrating would be rendered again from scratch by the first update that reaches it.
 */
export function lazyPage<Name extends string>(load: () => PageModule<Name>, name: Name): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Page = () => createElement(loaded ?? Lazy);
  Page.displayName = name;
  return Object.assign(Page, { preload });
}
