/** Anchor ids of the home page sections (the targets of the hero and footer links). */
export const SECTION_IDS = { services: 'services', tiers: 'tiers', contact: 'contact', about: 'about' } as const;

/** Scrolls to a home section: smoothly, unless the user prefers reduced motion. */
export function scrollToSection(id: string): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document.getElementById(id)?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
