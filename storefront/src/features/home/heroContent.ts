/** Hero texts, exactly as the spec quotes them. */
export const HERO_TAGLINE = 'Speed Where It Matters';
export const HERO_DESCRIPTION =
  'AI-powered automation & apps to upgrade your business from the inside out. Transform slow, repetitive processes into seamless, intelligent workflows.';
