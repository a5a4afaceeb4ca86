/** Demo (consultation) requests: statuses and the option lists of the demo form. */

export const DEMO_STATUSES = ['pending', 'contacted', 'qualified', 'converted'] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

/** New requests are sent in this status. */
export const DEMO_INITIAL_STATUS: DemoStatus = 'pending';

/** A request in this status led to an engagement; it is kept with the customer's records. */
export const DEMO_ENGAGED_STATUS: DemoStatus = 'converted';

/**
 * Demo requests that did not lead to an engagement are deleted this many months after they were
 * sent (a daily job; the Privacy Policy says so).
 */
export const DEMO_REQUEST_RETENTION_MONTHS = 24;

/** The statuses an admin can set, in any order. */
export const DEMO_ADMIN_STATUSES = ['contacted', 'qualified', 'converted'] as const satisfies readonly DemoStatus[];
export type DemoAdminStatus = (typeof DEMO_ADMIN_STATUSES)[number];

export interface Option<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export const PROBLEM_AREA_OPTIONS = [
  { value: 'hr', label: 'Human Resources' },
  { value: 'sales', label: 'Sales & Marketing' },
  { value: 'customer-service', label: 'Customer Service' },
  { value: 'finance', label: 'Finance & Accounting' },
  { value: 'operations', label: 'Operations' },
  { value: 'multiple', label: 'Multiple Areas' },
] as const satisfies readonly Option[];
export type ProblemArea = (typeof PROBLEM_AREA_OPTIONS)[number]['value'];

export const BUDGET_OPTIONS = [
  { value: 'core', label: '$299-$500/month' },
  { value: 'pro', label: '$500-$1000/month' },
  { value: 'enterprise', label: '$1000+/month' },
  { value: 'custom', label: 'Custom Project' },
] as const satisfies readonly Option[];
export type Budget = (typeof BUDGET_OPTIONS)[number]['value'];

export const MEETING_TIME_OPTIONS = [
  { value: 'morning', label: '9-12 PM' },
  { value: 'afternoon', label: '12-5 PM' },
  { value: 'evening', label: '5-8 PM' },
] as const satisfies readonly Option[];
export type MeetingTime = (typeof MEETING_TIME_OPTIONS)[number]['value'];

/** The values of an option list, e.g. for `@IsIn(optionValues(BUDGET_OPTIONS))`. */
export function optionValues<T extends string>(options: readonly Option<T>[]): T[] {
  return options.map((option) => option.value);
}

/** The label of a demo form option value ('hr' -> 'Human Resources'); the value itself when unknown; `empty` when none. */
export function optionLabel(options: readonly Option[], value: string | null | undefined, empty = '—'): string {
  if (!value) return empty;
  return options.find((option) => option.value === value)?.label ?? value;
}

export function isDemoStatus(x: unknown): x is DemoStatus {
  return (DEMO_STATUSES as readonly unknown[]).includes(x);
}

export function isDemoAdminStatus(x: unknown): x is DemoAdminStatus {
  return (DEMO_ADMIN_STATUSES as readonly unknown[]).includes(x);
}
