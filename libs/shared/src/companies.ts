/**
 * Company accounts: every customer account belongs to one company, with one role in it. The roles
 * are fixed, and what each may do is COMPANY_ROLE_PERMISSIONS (docs/architecture.md, "Companies").
 */
import { COMPANY_MAX } from './limits';
import { fullName } from './person-name';

export const COMPANY_ROLES = ['owner', 'admin', 'buyer', 'approver', 'finance'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  buyer: 'Buyer',
  approver: 'Approver',
  finance: 'Finance',
};

/**
 * What a member may do in their company's name. `purchases` is reading the company's requests, their
 * documents, payments and plans; the others are acting.
 */
export const COMPANY_PERMISSIONS = [
  'members',
  'settings',
  'purchases',
  'requests',
  'approvals',
  'payments',
  'documents',
  'statement',
] as const;
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];

/**
 * Owners do everything; admins run the members and the company's settings (and read none of its
 * purchases); buyers place requests; approvers approve requests above the company's amount;
 * finance pays, and reads the documents and the statement. Every role but admin reads the
 * company's purchases.
 */
export const COMPANY_ROLE_PERMISSIONS: Readonly<Record<CompanyRole, readonly CompanyPermission[]>> = {
  owner: COMPANY_PERMISSIONS,
  admin: ['members', 'settings'],
  buyer: ['purchases', 'requests'],
  approver: ['purchases', 'approvals'],
  finance: ['purchases', 'payments', 'documents', 'statement'],
};

export function isCompanyRole(value: unknown): value is CompanyRole {
  return (COMPANY_ROLES as readonly unknown[]).includes(value);
}

export function companyRoleMay(role: CompanyRole, permission: CompanyPermission): boolean {
  return COMPANY_ROLE_PERMISSIONS[role].includes(permission);
}

export const COMPANY_NAME_MAX = COMPANY_MAX;

/**
 * The name of the one-person company a customer starts with: the company they gave at sign-up,
 * else their name, else their e-mail address.
 */
export function startingCompanyName(customer: {
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  const name = customer.company?.trim() || fullName(customer) || customer.email;
  return name.slice(0, COMPANY_NAME_MAX);
}

/** The roles a member in `role` may give (by invitation or a change of role): owners only are given by owners. */
export function companyRolesGrantableBy(role: CompanyRole): readonly CompanyRole[] {
  if (role === 'owner') return COMPANY_ROLES;
  return companyRoleMay(role, 'members') ? COMPANY_ROLES.filter((granted) => granted !== 'owner') : [];
}

/** An invitation's link works this long, once. */
export const COMPANY_INVITATION_VALID_DAYS = 14;
/** Invitations a company may have waiting at once. */
export const COMPANY_PENDING_INVITATIONS_MAX = 50;
/** Where an invitation's link opens in the storefront; the token follows the `#`, so it never reaches a server's log. */
export const COMPANY_INVITATION_PATH = '/join';

export const COMPANY_MESSAGES = {
  notPermitted: 'Your role in your company does not allow this.',
  ownersOnly: 'Only an owner can make, change or remove an owner.',
  lastOwner: 'A company needs at least one owner: make another member an owner first.',
  alreadyMember: 'That person is already a member of your company.',
  tooManyInvitations: `Your company already has ${COMPANY_PENDING_INVITATIONS_MAX} invitations waiting: withdraw some first.`,
  invitationGone: 'This invitation has expired, was withdrawn or has already been used. Ask for a new one.',
  invitationForAnother: 'This invitation was sent to another e-mail address: sign in with that address to accept it.',
  memberNotFound: 'Member not found',
  companyNotFound: 'Company not found',
  invitationNotFound: 'Invitation not found',
  roleInvalid: `role must be one of ${COMPANY_ROLES.join(', ')}`,
  tokenRequired: 'The invitation link is incomplete: open the link from the e-mail again.',
} as const;

/**
 * A company's payment terms, set by the vendor: the days from an invoice to its due date for the
 * final payment and the monthly plan invoices (0: due on receipt). A company without terms has the
 * shop's standard ones (MONTHLY_INVOICE_DUE_DAYS for a monthly invoice; no date on a request's).
 * The deposit stays due on receipt unless the vendor puts it on the terms too.
 */
export const PAYMENT_TERMS_DAYS = [0, 7, 15, 30, 60] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

export const paymentTermsLabel = (days: number | null): string =>
  days === null ? 'Standard terms' : days === 0 ? 'Due on receipt' : `Net ${days}`;

/** The days from an invoice for `kind` to its due date under a company's terms; null: no terms of its own. */
export function invoiceTermsDays(
  terms: { paymentTermsDays: number | null; depositOnTerms: boolean },
  kind: 'deposit' | 'final' | 'full' | 'monthly',
): number | null {
  if (terms.paymentTermsDays === null) return null;
  // The deposit (and a payment in full, which includes it) is due on receipt unless the vendor says otherwise.
  if ((kind === 'deposit' || kind === 'full') && !terms.depositOnTerms) return 0;
  return terms.paymentTermsDays;
}
