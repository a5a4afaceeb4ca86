/** Ready-made bundles of catalogue products shown in the home page carousel. */
import type { PrebuiltPackage } from './types';

/** A package whose tool count is its list of tools. */
const bundle = (fields: Omit<PrebuiltPackage, 'toolsCount'>): PrebuiltPackage => ({
  ...fields,
  toolsCount: fields.tools.length,
});

export const PREBUILT_PACKAGES: readonly PrebuiltPackage[] = [
  bundle({
    id: 'small-business',
    name: 'Small Business',
    description: 'Capture enquiries, greet customers and get invoices out: the essentials for a growing business.',
    image: 'small-business.svg',
    tools: ['SnapForm', 'AutoGreet', 'InvoiceAI'],
  }),
  bundle({
    id: 'sales-marketing',
    name: 'Sales & Marketing',
    description: 'Attract leads, follow them up and close deals with campaigns and a pipeline that run themselves.',
    image: 'sales-marketing.svg',
    tools: ['CampaignAI', 'LeadMagnet', 'SalesBot', 'CRMSync'],
  }),
  bundle({
    id: 'operations',
    name: 'Operations',
    description: 'Keep work, deadlines, schedules and spending on track across every team.',
    image: 'operations.svg',
    tools: ['TaskMaster', 'FlowSync', 'DeadlineAI', 'CalendarAI', 'ExpenseFlow'],
  }),
  bundle({
    id: 'enterprise-complete',
    name: 'Enterprise Complete',
    description: 'Automation across service, people, sales, marketing, finance and planning in one rollout.',
    image: 'enterprise-complete.svg',
    tools: ['HelpHero', 'HireWire', 'PayrollPro', 'TaskMaster', 'CampaignAI', 'SalesBot', 'InvoiceAI', 'EventSync'],
  }),
];
