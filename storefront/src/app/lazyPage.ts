import { lazy, type ComponentType } from 'react';

/** A route-level code-split page from a module's named export. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
