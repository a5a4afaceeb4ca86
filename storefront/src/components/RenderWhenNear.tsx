import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport the content starts loading, so it is there before it is seen. */
const AHEAD = '600px';

/**
 * Renders `children` (typically a lazy component) once its place comes within AHEAD of the
 * viewport, holding `minHeight` until then: below-the-fold parts stay out of the first load.
 * Without IntersectionObserver (old browsers, jsdom) it renders at once; on the server, never
 * (as a browser renders it first, so the page the browser hydrates matches).
 */
export function RenderWhenNear({ minHeight, children }: { minHeight: number | Record<'xs' | 'md', number>; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !place.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <Box sx={{ minHeight }} />;
  return <div ref={place}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
