/** The console's go-live checklist: what is still as it came out of the box, each until done or dismissed. */

export const GO_LIVE_ITEMS = ['companyDetails', 'bankDetails', 'outgoingMail', 'cardPayments', 'firstAdminPasswordFile'] as const;
export type GoLiveItem = (typeof GO_LIVE_ITEMS)[number];

/** The checklist's words: each item's title and what to do while it is not done. */
export const GO_LIVE_TEXTS = {
  title: 'Before you go live',
  intro: 'These are still as they came out of the box. Each disappears once it is done, or when you dismiss it.',
  dismiss: 'Dismiss',
  dismissFailed: 'Could not dismiss the item. Please try again.',
  unknownItem: `item must be one of: ${GO_LIVE_ITEMS.join(', ')}`,
  items: {
    companyDetails: {
      title: 'Company details are still the defaults',
      todo: "Set your company's name, address, e-mail and phone under Settings → Company details: documents and mail carry them.",
    },
    bankDetails: {
      title: 'No bank details, and card payments are off',
      todo: 'Customers have no way to pay: set the bank details under Settings → Company details, or configure card payments.',
    },
    outgoingMail: {
      title: 'Outgoing mail is not configured',
      todo: 'Set an SMTP server (Settings → E-mail, or SMTP_HOST) and MAIL_FROM to an address of your own: until then mail goes to files on the server, or from a local address.',
    },
    cardPayments: {
      title: 'Card payments are not configured',
      todo: "Set Stripe's keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET) to take cards.",
    },
    firstAdminPasswordFile: {
      title: "The first admin's password file is still on the server",
      todo: "Change the first admin's password: first-admin-password.txt is then deleted from the data directory.",
    },
  } satisfies Record<GoLiveItem, { title: string; todo: string }>,
} as const;
