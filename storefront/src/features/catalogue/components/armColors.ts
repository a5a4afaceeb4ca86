/**
 * Arm colours are accents from the catalogue; behind white text they are darkened so every arm's
 * header keeps a readable contrast in both themes.
 */
export function armHeaderBackground(color: string): string {
  return `linear-gradient(135deg, color-mix(in srgb, ${color} 72%, #000) 0%, color-mix(in srgb, ${color} 52%, #000) 100%)`;
}
