import { createContext, useContext } from 'react';

/** The HTTP status of the page being rendered on the server: 200 unless a page says it shows nothing there. */
export interface PageStatus {
  code: 200 | 404;
}

/** Given by the server's renderer (entry-server.tsx) around the app; the browser's is never read. */
export const PageStatusContext = createContext<PageStatus>({ code: 200 });

/**
 * Marks the page being rendered as not found: a page that shows there is nothing at its address
 * (an unknown path, arm or product) is answered with 404 by the server. Nothing in the browser.
 */
export function useNotFoundStatus(): void {
  const status = useContext(PageStatusContext);
  status.code = 404;
}
