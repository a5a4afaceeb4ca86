import { createContext, useContext, useEffect } from 'react';

/**
 * Called once a page's content has committed (rendered, or hydrated from the server's markup):
 * main.tsx marks the app as running then. The app's shell hydrates before the page inside its
 * Suspense boundary, whose handlers are attached only with the page's own commit.
 */
export const PageCommittedContext = createContext<() => void>(() => undefined);

/** Placed beside a page's content, inside the same Suspense boundary: tells PageCommittedContext once that content has committed. Renders nothing. */
export function PageCommitted(): null {
  const committed = useContext(PageCommittedContext);
  useEffect(() => {
    committed();
  }, [committed]);
  return null;
}
