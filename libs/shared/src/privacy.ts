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
