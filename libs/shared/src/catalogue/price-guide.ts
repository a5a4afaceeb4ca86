/**
 * The price guide: a project costs $50 per workflow node plus a $50-$100 complexity add-on, and
 * monthly support is $99-$150. Worked examples follow that rule.
 */
import { armName } from '../brand';
import type { Complexity, PriceGuide } from './types';

const PER_NODE_CENTS = 50_00;

/** The complexity add-on of each level, within the guide's $50-$100. */
export const COMPLEXITY_ADD_ON_CENTS: Readonly<Record<Complexity, number>> = { Low: 50_00, Medium: 75_00, High: 100_00 };

/** One-time project price: nodes x $50 + the complexity add-on. */
export function projectPriceCents(nodes: number, complexity: Complexity): number {
  return nodes * PER_NODE_CENTS + COMPLEXITY_ADD_ON_CENTS[complexity];
}

export const PRICE_GUIDE: PriceGuide = {
  perNodeCents: PER_NODE_CENTS,
  complexityAddOnCents: { min: COMPLEXITY_ADD_ON_CENTS.Low, max: COMPLEXITY_ADD_ON_CENTS.High },
  monthlySupportCents: { min: 99_00, max: 150_00 },
  examples: [
    {
      name: 'MinuteMate',
      description: 'Turns every meeting into clear minutes and action items, sent to attendees automatically.',
      nodes: 5,
      details: 'Meeting recording → Transcription → AI summary → Action item extraction → Email to attendees',
      projectCents: 300_00,
      monthlyCents: 150_00,
      complexity: 'Low',
    },
    {
      name: 'Onboardify',
      description: 'Walks each new hire through paperwork, accounts and introductions without HR chasing.',
      nodes: 5,
      details: 'New hire added → Welcome email → Document collection and e-signature → Account set-up tasks → Manager check-in',
      projectCents: 350_00,
      monthlyCents: 140_00,
      complexity: 'High',
    },
    {
      name: 'PulseCheck',
      description: 'Scores customer health from their activity and warns you before a customer drifts away.',
      nodes: 4,
      details: 'Customer activity feed → AI health score → At-risk alert → Account manager task',
      projectCents: 300_00,
      monthlyCents: 130_00,
      complexity: 'High',
    },
    {
      name: 'FollowFlick',
      description: 'Follows up every enquiry that has not had a reply, so no lead goes cold.',
      nodes: 4,
      details: 'New enquiry → Wait and check for a reply → Personalised follow-up message → CRM update',
      projectCents: 250_00,
      monthlyCents: 120_00,
      complexity: 'Low',
    },
    {
      name: 'FeedbackLoop',
      description: 'Collects feedback after every job and turns it into a short report with alerts on bad scores.',
      nodes: 3,
      details: 'Survey sent after service → AI sentiment analysis → Report and alert to the manager',
      projectCents: 250_00,
      monthlyCents: 115_00,
      complexity: 'High',
    },
  ],
  otherArmRanges: [
    { arm: armName('reach'), min: 250_00, max: 400_00 },
    { arm: armName('sell'), min: 300_00, max: 400_00 },
    { arm: armName('count'), min: 300_00, max: 350_00 },
  ],
  whyFair: [
    'You pay for the workflow you actually get: every node is priced the same, in the open.',
    'The complexity add-on covers the extra design and testing that advanced steps need, nothing more.',
    'Half up front and half on delivery, so you only pay the balance once your solution works.',
    'The monthly plan includes ongoing maintenance and support, so your automation keeps running as your business changes.',
  ],
};
