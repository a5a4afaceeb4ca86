/** Monthly subscription tiers (VOOSHCore, VOOSHPro, VOOSH360), all 'Coming Soon'. */
import { armName } from '../brand';
import type { Tier } from './types';

export const COMING_SOON = 'Coming Soon';
/** The popular tier's subtitle and badge. */
export const MOST_POPULAR = 'Most Popular';

export const TIERS: readonly Tier[] = [
  {
    id: 'core',
    name: armName('core'),
    subtitle: 'Automation Only',
    priceCents: 199_00,
    period: 'month',
    description: 'Essential automations for small teams ready to stop doing repetitive work by hand.',
    icon: 'Bolt',
    color: '#2563EB',
    buttonText: COMING_SOON,
    tools: 'Up to 3 automation tools',
    includedFeatures: ['Up to 3 automations', 'Standard integrations', 'Email support', 'Monthly usage report'],
    popular: false,
  },
  {
    id: 'pro',
    name: armName('pro'),
    subtitle: MOST_POPULAR,
    priceCents: 399_00,
    period: 'month',
    description: 'Automation and apps across your busiest departments, with priority help when you need it.',
    icon: 'Star',
    color: '#7C3AED',
    buttonText: COMING_SOON,
    tools: 'Up to 6 tools from any arm',
    includedFeatures: [
      'Up to 6 automations and apps',
      'Tools from any arm',
      'Priority support',
      'Quarterly workflow review',
      'Performance dashboard',
    ],
    popular: true,
  },
  {
    id: '360',
    name: armName('360'),
    subtitle: 'Complete Business Automation',
    priceCents: 799_00,
    period: 'month',
    description: 'Your whole business upgraded from the inside out, with a dedicated team behind it.',
    icon: 'AllInclusive',
    color: '#DB2777',
    buttonText: COMING_SOON,
    tools: 'Every tool across all arms',
    includedFeatures: [
      'Every tool across all arms',
      'Custom workflow design',
      'Dedicated account manager',
      '24/7 priority support',
      'Monthly strategy session',
    ],
    popular: false,
  },
];
