import { THEME_STORAGE_KEY } from '@voosh/shared';

/**
 * Marks <html> with the stored scheme ('light' | 'dark' | 'system') before the first render, so a
 * dark page does not flash light; MUI's provider keeps the mark up to date afterwards.
 */
export function markColorScheme(): void {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  const dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
}
