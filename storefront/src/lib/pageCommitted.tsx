import { Children, createContext, Suspense, useContext, useEffect, useLayoutEffect, type ReactNode } from 'react';

/**
 * When the page's content has committed (rendered, or hydrated from the server's markup): told by
 * PageCommitted beside the page, held meanwhile by the parts of a page that hydrate apart
 * (HydratedApart) until each has committed. Tells `onCommitted` once.
 */
export interface PageCommit {
  /** The page's own content has committed. */
  committed(): void;
  /** `parts` more parts of the page must commit first (a negative count: that many fewer). */
  hold(parts: number): void;
}

export function pageCommit(onCommitted: () => void): PageCommit {
  let pageCommitted = false;
  let partsLeft = 0;
  let told = false;
  const tellWhenDone = () => {
    if (told || !pageCommitted || partsLeft > 0) return;
    told = true;
    onCommitted();
  };
  return {
    committed() {
      pageCommitted = true;
      tellWhenDone();
    },
    hold(parts) {
      partsLeft += parts;
      tellWhenDone();
    },
  };
}

/**
 * startApp.tsx marks the app as running once the page has committed. The app's shell hydrates before
 * the page inside its Suspense boundary, whose handlers are attached only with the page's own commit.
 */
export const PageCommittedContext = createContext<PageCommit>(pageCommit(() => undefined));

/** Placed beside a page's content, inside the same Suspense boundary: tells PageCommittedContext once that content has committed. Renders nothing. */
export function PageCommitted(): null {
  const page = useContext(PageCommittedContext);
  useEffect(() => {
    page.committed();
  }, [page]);
  return null;
}

/** Inside a part's Suspense boundary: one part fewer to wait for, once it has committed. */
function PartCommitted(): null {
  const page = useContext(PageCommittedContext);
  useEffect(() => {
    page.hold(-1);
    return () => page.hold(1);
  }, [page]);
  return null;
}

/**
 * A long page's sections, each in a Suspense boundary of its own: React hydrates the server's
 * markup of each in a task of its own after the rest of the page, instead of the whole page in
 * one long task that blocks the visitor's input. The page counts as committed (its forms live,
 * what was typed before carried over) only once every part has hydrated. Its layout effect holds
 * the page before PageCommitted's effect, which runs after the page's own effects, tells it.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  const page = useContext(PageCommittedContext);
  const parts = Children.count(children);
  useLayoutEffect(() => {
    page.hold(parts);
    return () => page.hold(-parts);
  }, [page, parts]);
  return Children.map(children, (part) => (
    <Suspense fallback={null}>
      {part}
      <PartCommitted />
    </Suspense>
  ));
}
