import { BRAND } from '@voosh/shared';

/** The About texts, shared by the About page and the home page's about section. */
export const ABOUT_VISION = `At ${BRAND}, we believe every business deserves to move at the speed of its ideas. Our vision is a world where owners spend their time on growth and customers, while intelligent automation quietly handles the slow, repetitive work behind the scenes.`;

export const ABOUT_POINTS = [
  {
    title: 'Built for business owners',
    text: 'Practical tools for real bottlenecks: front desk, people, sales, service, finance and planning.',
  },
  { title: 'AI where it pays off', text: 'We automate the steps that cost you hours every week and leave the judgement calls to you.' },
  { title: 'Transparent pricing', text: 'A clear node-based price, half up front and half on delivery, with support every month after.' },
] as const;

export const FOUNDED_YEAR = 2025;
export const TASKS_AUTOMATED = '10+ Tasks Automated';

/** The team member profile: the founder and CEO. The name is the lead's to confirm before launch. */
export const FOUNDER = {
  name: `${BRAND} Founder`,
  role: 'Founder & CEO',
  bio: `Started ${BRAND} in ${FOUNDED_YEAR} after years of watching small teams lose their days to copy-and-paste work, with one goal: give every business the speed of an enterprise.`,
} as const;
