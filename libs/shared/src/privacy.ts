import { DEMO_REQUEST_RETENTION_MONTHS } from './demo';

/**
 * A customer's copy of their data (GDPR art. 15 and 20): built in the background as a ZIP of one
 * JSON file per kind and their documents' PDFs, e-mailed as a link to a page of the signed-in
 * owner's account, where it can be downloaded once per sign-in until it expires.
 */

/** How long a data export can be downloaded after it is ready. */
export const DATA_EXPORT_VALID_DAYS = 7;

export const DATA_EXPORT_STATUSES = ['building', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The storefront page a data export's e-mail links to. */
export const dataExportPagePath = (exportId: string) => `/customer/profile/data-exports/${exportId}`;

/** The ZIP's files, with what each holds (its README.txt lists them). */
export const DATA_EXPORT_FILES = {
  'account.json':
    'Your account: e-mail address, role, whether it is verified, linked to Google or protected by a second factor, and when it was made.',
  'profile.json': 'Your profile: name, company, phone, industry, company size, the tools you use and your picture.',
  'cart.json': 'What is in your cart.',
  'purchase-requests.json': 'Your purchase requests, with their items, amounts and the history of each (who changed what, when).',
  'payments.json': 'Your payments for those requests and their refunds, in US dollars and as charged.',
  'plans.json': 'Your monthly plans, their lines, and each month with what was paid and refunded.',
  'demo-requests.json': 'The demo requests sent with your e-mail address.',
  'sign-in-history.json': 'The addresses you signed in from, and failed sign-ins with your e-mail address, as we keep them.',
  'emails.json': 'The e-mails we sent you: subject, when, and whether they were delivered.',
  'documents/': 'Your quotes, invoices, receipts and credit notes, as PDF files named by their numbers.',
} as const;

export const DATA_EXPORT_TEXTS = {
  button: 'Download my data',
  intro: `We put together a copy of everything we hold about you: a ZIP file you can open anywhere. We e-mail you a link when it is ready; it works for ${DATA_EXPORT_VALID_DAYS} days.`,
  requested: 'We are preparing your data',
  requestedText: 'We will e-mail you a link when it is ready, usually within a few minutes.',
  pageTitle: 'Your data',
  building: 'Your data is being prepared. This page updates when it is ready.',
  ready: (expiresOn: string) => `Your data is ready. You can download it until ${expiresOn}.`,
  download: 'Download ZIP',
  downloading: 'Downloading…',
  failed: 'We could not prepare your data. Please ask for it again.',
  expired: 'This link has expired. Ask for your data again from your profile.',
  downloadedThisSession: 'You already downloaded this file since you signed in. Sign in again to download it once more.',
  notFound: 'This data export does not exist or is not yours.',
} as const;

/**
 * An erased account (GDPR art. 17): what identifies the customer is replaced or emptied; the
 * records the law keeps (requests, payments, plans, documents) stay, for the retention period,
 * under this name and an address that receives no mail (the reserved `.invalid` domain).
 */
export const erasedCustomerName = (userId: number) => ({ firstName: 'Erased', lastName: `customer #${userId}` });
export const erasedCustomerEmail = (userId: number) => `erased-customer-${userId}@erased.invalid`;

/** How long the kept records of an erased account stay before they are deleted (UK VAT records: six years). */
export const DEFAULT_ERASED_RECORDS_RETENTION_YEARS = 6;

/** Why an account cannot be erased yet, and what to do first. */
export const ERASURE_REFUSALS = {
  openRequest: 'A purchase request is still in progress. It must be completed or denied first; contact us if you want to cancel it.',
  unsettledPayment: 'A payment is still being processed or under review, or a balance is due. Please settle it first, or contact us.',
  activePlan: 'A monthly plan is still active. Cancel it first (it ends with its paid month), then delete your account.',
} as const;

export const ERASURE_TEXTS = {
  title: 'Delete my account',
  intro:
    'Your name, e-mail address, phone, company and what you wrote to us are erased, and you can no longer sign in. Invoices, receipts and the payments and requests they record are kept, without your name, for the years the law requires. This cannot be undone.',
  button: 'Delete my account',
  confirm: 'Delete my account for good',
  cancel: 'Cancel',
  passwordLabel: 'Current password',
  codeLabel: 'Code from your authenticator app (or a recovery code)',
  done: 'Your account was deleted',
  doneText: 'We erased your personal data. Thank you for having been a customer.',
  adminButton: 'Erase this account',
  adminDone: 'Account erased',
} as const;

/** The Terms of Service and Privacy Policy in force (their effective date): what a sign-up accepts. */
export const POLICIES_VERSION = '2025-07-28';

/**
 * What the Privacy Policy says of a copy of one's data, erasure and how long records are kept: each
 * period a setting decides is given the value in force (the public settings), never its default.
 */
export const PRIVACY_POLICY_TEXTS = {
  exportRight: `Download a copy of your data yourself: Profile → "${DATA_EXPORT_TEXTS.button}" prepares a ZIP file holding your account, profile, cart, purchase requests with their history, payments, plans, demo requests, sign-in history, the e-mails we sent you and your documents as PDF files; we e-mail you a link that works for ${DATA_EXPORT_VALID_DAYS} days.`,
  erasureRight:
    'Delete your account yourself: Profile → "Delete my account". Your name, e-mail address, phone, company and what you wrote to us are erased and you can no longer sign in; we ask you to finish or cancel what is under way (a request in progress, a payment, an active plan) first.',
  retention: (erasedRecordsRetentionYears: number) =>
    `Invoices, receipts, payments and the requests and plans they record are tax records: when you delete your account we keep them, without your name, for ${erasedRecordsRetentionYears} years, then delete them.`,
  accountRecords:
    'We keep account and order information while your account is active and as long as needed for legal, tax and accounting purposes.',
  demoRequests: `Demo requests that do not lead to an engagement are deleted ${DEMO_REQUEST_RETENTION_MONTHS} months after they are sent.`,
  webhooks: (webhookRetentionDays: number) =>
    `The notifications of what happens in the shop that we send to our own business systems (webhooks; those of demo requests carry your contact details) are kept for ${webhookRetentionDays} days, then deleted.`,
  consent: 'When you create an account we record the date and the version of these policies you accepted.',
} as const;
