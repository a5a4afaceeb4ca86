/** The brand and every name derived from it, plus the browser storage keys it owns. */
import { capitalise } from './text';

/** The one place the brand is written: a rebrand is this edit. */
export const BRAND = 'VOOSH';

/**
 * How customers reach the business (contact page, legal pages, the company details documents
 * carry until an admin sets them). The contact page shows phone and e-mail cards; the values
 * are placeholders for the lead to confirm before launch.
 */
export const CONTACT_PHONE = '+1 (876) 555-0100';
export const CONTACT_EMAIL = `hello@${BRAND.toLowerCase()}.com`;

/** How the team's staff (admins) appear to customers, e.g. on a request's timeline: 'VOOSH team'. */
export const STAFF_DISPLAY_NAME = `${BRAND} team`;

/** Keys of at most this many letters are acronyms and written in capitals ('rm' -> 'RM'). */
const ACRONYM_MAX_LENGTH = 2;

/** Brand + capitalised key: 'desk' -> 'VOOSHDesk', 'rm' -> 'VOOSHRM', '360' -> 'VOOSH360'. */
export function armName(key: string): string {
  const suffix = key.length <= ACRONYM_MAX_LENGTH ? key.toUpperCase() : capitalise(key);
  return BRAND + suffix;
}

/** The URL segment of an arm page: 'VOOSHDesk' -> 'vooshdesk' (/arms/vooshdesk). */
/** The site's own description: index.html's, and any rendered page's without one of its own. */
export const SITE_DESCRIPTION = `${BRAND}: AI-powered automation and apps for your business.`;

export function armSlug(name: string): string {
  return name.toLowerCase();
}

/** localStorage key of the signed-in session (token and user), shared by storefront and admin. */
export const SESSION_STORAGE_KEY = 'voosh.session';
/** localStorage key of the chosen theme ('light' | 'dark'): plain 'theme', unlike the voosh.* keys. */
export const THEME_STORAGE_KEY = 'theme';
/** sessionStorage key of the card payment the requests page waits to see booked after a payment. */
export const PAYMENT_IN_FLIGHT_STORAGE_KEY = 'voosh.paymentInFlight';
/** localStorage key of the chosen display currency code. */
export const CURRENCY_STORAGE_KEY = 'voosh.currency';
