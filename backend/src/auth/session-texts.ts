/** The answers of a call without a usable session (the global guard's, and the live feed's). */
export const SESSION_REQUIRED = 'Please sign in to continue.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const FORBIDDEN = 'You do not have permission to do this.';
