import { CUSTOM_QUOTE_RESPONSE_HOURS } from '@voosh/shared';

export { CONTACT_EMAIL, CONTACT_PHONE } from '@voosh/shared';
export const CONTACT_RESPONSE_PROMISE = `We reply within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours.`;
