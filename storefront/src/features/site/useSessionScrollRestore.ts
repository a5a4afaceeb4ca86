import { useEffect, useRef } from 'react';

/**
 * Remembers the window's scroll position under `key` in sessionStorage and restores it once
 * `ready` (the page's content has loaded), so coming back to the page within the session lands
 * where the visitor left.
 */
export function useSessionScrollRestore(key: string, ready: boolean): void {
  const restored = useRef(false);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (restored.current) sessionStorage.setItem(key, String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = Number(sessionStorage.getItem(key));
    if (Number.isFinite(saved) && saved > 0) window.scrollTo({ top: saved, behavior: 'instant' });
  }, [key, ready]);
}
