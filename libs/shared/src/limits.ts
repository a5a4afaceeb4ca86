/** Business constants and limits of the shop, and the rules the server enforces. */

const MINUTE_MS = 60_000;

// HTTP
/**
 * Answers and SPA assets smaller than this go out uncompressed: compressing them saves less than
 * it costs (the API's @fastify/compress, its prepared catalogue answers, the build's precompressed assets).
 */
export const COMPRESS_FROM_BYTES = 1024;

// Accounts and codes
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
/** A verification or reset code is valid this long. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
/** Wrong tries that void a code. */
export const CODE_MAX_ATTEMPTS = 5;
/** At most one code e-mail a minute per address ... */
export const CODE_RESEND_MIN_INTERVAL_MS = 60_000;
/** ... and five an hour. */
export const CODE_RESENDS_PER_HOUR = 5;

// Sign-in throttling, per account and client address (backend/src/auth/login-attempts)
/** Failed sign-ins to one account from one address answered without delay; after them ... */
export const LOGIN_FREE_FAILURES = 3;
/** ... that address waits this long before its next try, ... */
export const LOGIN_FIRST_DELAY_MS = 1000;
/** ... twice as long after each further failure, up to this. */
export const LOGIN_MAX_DELAY_MS = 15 * MINUTE_MS;
/**
 * Failed sign-ins to one account from all the addresses that have not signed in to it recently,
 * together, answered without delay; after them every such address waits the same growing delay.
 */
export const LOGIN_ACCOUNT_FREE_FAILURES = 20;
/** Failures are forgotten once the account (or the address, for that account) has had none for this long. */
export const LOGIN_FAILURE_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** An address that signed in to an account this recently is known to it: other addresses' failures never delay it. */
export const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
/**
 * Wrong passwords given again through one session (to confirm a sensitive change), from every
 * address together, that end that session: as many tries as an e-mailed code gets
 * (CODE_MAX_ATTEMPTS), the free ones of one address (LOGIN_FREE_FAILURES) and two waited out, so
 * a stolen session gets five guesses in all however many addresses it moves between.
 */
export const REAUTH_SESSION_MAX_FAILURES = 5;

// Text field bounds (server-side validation)
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 200;
export const TEXT_MAX = 2000;
export const PASSWORD_MAX = 128;
/** The longest value of each of the seven profile fields (server validation, columns, the profile form). */
export const PROFILE_MAX = {
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  company: COMPANY_MAX,
  phone: 50,
  industry: 100,
  companySize: 50,
  currentTools: TEXT_MAX,
} as const;

// Admin API bounds (the backend DTOs validate with them, the console's forms check them first)
/** Requests per minute per user (per IP for visitors): the apiRateLimit setting's range. */
export const API_RATE_LIMIT_MIN = 1;
export const API_RATE_LIMIT_MAX = 100_000;
/** The e-mail configuration: SMTP host name, port, username and password. */
export const SMTP_HOST_MAX = 253;
/** The vendor's company details printed on documents. */
export const COMPANY_DETAILS_MAX = { name: 120, address: 300, email: 254, phone: 40, taxId: 40 } as const;
export const SMTP_PORT_MAX = 65_535;
export const SMTP_USERNAME_MAX = 254;
export const SMTP_PASSWORD_MAX = 512;
/** A product's setup and monthly prices, in US cents. */
export const PRODUCT_PRICE_MAX_CENTS = 10_000_000;
/** Arm names become the page slug (/arms/{lowercase name}). */
export const ARM_NAME_MAX = 50;
export const ARM_TITLE_MAX = 200;
export const ARM_ICON_MAX = 50;
/** A purchase request's adjusted amount, in dollars; 10 million keeps the cents inside a 32-bit column. */
export const ADJUSTED_AMOUNT_MAX = 10_000_000;
/** The bank or receipt reference of an offline payment. */
export const PAYMENT_REFERENCE_MAX = 200;
/** A plan line's names, as a request's items keep them. */
export const PLAN_LINE_NAME_MAX = { productName: 200, armName: 100 } as const;
export const REFUND_REASON_MAX = 500;

// Cart
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

// Timing of the client
/** Redirect after sign-in or registration. */
export const REDIRECT_DELAY_MS = 100;
/** Redirect to the requests page after a successful payment. */
export const PAYMENT_REDIRECT_MS = 2000;
/** Back from a card payment, the requests page asks the server this often whether it was booked ... */
export const PAYMENT_CONFIRMATION_POLL_MS = 2000;
/** ... for at most this long, then says the payment is still processing. */
export const PAYMENT_CONFIRMATION_WAIT_MS = MINUTE_MS;
export const TOAST_DEFAULT_MS = 5000;
/** Cart add and profile save toasts. */
export const TOAST_SHORT_MS = 3000;
export const TOAST_MAX_WIDTH_PX = 420;
/** Packages carousel: one full loop. */
export const CAROUSEL_LOOP_MS = 20_000;

// Catalogue display
/** Product cards show the first 3 features. */
export const CARD_FEATURE_COUNT = 3;
/** The home page shows the first 2 products of each arm, then "+N more". */
export const HOME_PRODUCTS_PER_ARM = 2;
/** Savings of a complete-arm package. */
export const PACKAGE_DISCOUNT_PERCENT = 5;
/** The product page strikes through a price 1.2 times higher ... */
export const STRIKE_THROUGH_FACTOR = 1.2;
/** ... when the price is over $100. */
export const STRIKE_THROUGH_THRESHOLD_USD = 100;

// Promises and terms
export const CUSTOM_QUOTE_RESPONSE_HOURS = 24;
export const MONEY_BACK_DAYS = 30;
export const TERMINATION_NOTICE_DAYS = 14;
/** Effective date of the terms and of the privacy policy. */
export const EFFECTIVE_DATE = 'July 28, 2025';
