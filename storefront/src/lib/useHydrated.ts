import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates markup the server rendered (what the server could not know, such as
 * what this browser stores, must render as the server did), then true; true from the start on a
 * page rendered in the browser. Only the component that reads it renders again once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
