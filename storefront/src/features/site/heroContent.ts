/** Hero texts and figures: the product's fixed wording, kept verbatim. */
export const HERO_TAGLINE = 'Speed Where It Matters';
export const HERO_DESCRIPTION =
  'AI-powered automation & apps to upgrade your business from the inside out. Transform slow, repetitive processes into seamless, intelligent workflows.';
export const HERO_BADGE = 'Automation Active';

export const HERO_FIGURES = [
  { value: '28 July 2025', label: 'Launch Date' },
  { value: '98.7%', label: 'Efficiency Boost' },
  { value: '10+', label: 'Automations Created' },
] as const;
