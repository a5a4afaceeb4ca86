/** The spec's demo-request form with every field filled, as the site's dialog sends it. */
export const DEMO_FORM = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  company: 'Compilers Inc',
  problemArea: 'operations',
  budget: 'pro',
  meetingTime: 'morning',
  details: 'Invoices are typed by hand.',
  message: 'Invoices are typed by hand.',
  status: 'pending',
} as const;
