import { BRAND, CUSTOM_QUOTE_RESPONSE_HOURS } from '@voosh/shared';

/**
 * How customers reach the business (contact page, legal pages). The spec shows phone and e-mail
 * cards without the values: these are placeholders for the lead to confirm before launch.
 */
export const CONTACT_PHONE = '+1 (876) 555-0100';
export const CONTACT_EMAIL = `hello@${BRAND.toLowerCase()}.com`;
export const CONTACT_RESPONSE_PROMISE = `We reply within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours.`;
