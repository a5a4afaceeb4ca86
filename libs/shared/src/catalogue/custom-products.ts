/** The custom arm: solutions priced after a consultation (prices null, shown as 'Quote Required'). */
import { defineArm } from './define-arm';
import type { ArmSeed, ProductSeed } from './types';

/** A custom product: no list price. */
const quoted = (name: string, description: string, features: string[]): ProductSeed => ({
  name,
  description,
  setupCents: null,
  monthlyCents: null,
  features,
});

export const CUSTOM_ARM: ArmSeed = defineArm('custom', {
  title: 'Custom AI Solutions',
  description: 'Have a process no off-the-shelf tool fits? We design and build automation around the way your business works.',
  icon: 'AutoAwesome',
  color: '#4F46E5',
  products: [
    quoted('Custom AI Agent', 'An AI agent trained on your business that handles a job end to end.', [
      'Trained on your data',
      'Works across your tools',
      'Human approval steps',
      'Ongoing tuning',
    ]),
    quoted('Custom Workflow Automation', 'A workflow built around your exact process, however many steps it has.', [
      'Process mapping session',
      'Any number of steps',
      'Connects your apps',
      'Run history and alerts',
    ]),
    quoted('Custom Chatbot', 'A chatbot in your brand voice that knows your products, policies and prices.', [
      'Your brand voice',
      'Trained on your content',
      'Website and messaging',
      'Hand-off to staff',
    ]),
    quoted('Custom Integration', 'Connects the systems you already use so data flows between them by itself.', [
      'Any API or database',
      'Two-way data sync',
      'Error handling',
      'Monitoring',
    ]),
    quoted('Custom Dashboard & Reporting', 'Live dashboards and scheduled reports on the numbers you care about.', [
      'Live business metrics',
      'Scheduled reports',
      'Data from many sources',
      'Role-based views',
    ]),
    quoted('Custom Mobile App', 'A mobile app for your customers or staff, wired into your automations.', [
      'iOS and Android',
      'Push notifications',
      'Offline support',
      'Connected workflows',
    ]),
    quoted('Custom Web Application', 'A web application built for your team or your customers.', [
      'Tailored screens',
      'Secure sign-in',
      'Your workflows built in',
      'Cloud or local hosting',
    ]),
    quoted('Custom Data Pipeline', 'Collects, cleans and moves your data where it is needed, on schedule.', [
      'Automatic collection',
      'Data cleaning',
      'Scheduled runs',
      'Audit trail',
    ]),
    quoted('Custom Document Processing', 'Reads invoices, forms and contracts and turns them into clean data.', [
      'Document reading',
      'Field extraction',
      'Validation checks',
      'Export to your systems',
    ]),
  ],
});
