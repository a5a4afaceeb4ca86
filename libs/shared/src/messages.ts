/**
 * Every user-facing validation, error, dialog and toast text, keyed by meaning. Texts the product
 * fixes word for word are kept verbatim; a "Title" / "Text" pair is a toast's title and body.
 */
import { CUSTOM_QUOTE_RESPONSE_HOURS, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './limits';

export const MESSAGES = {
  // Form validation
  requiredFields: 'Please fill in all required fields',
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  invalidCode: `Please enter a valid ${VERIFICATION_CODE_LENGTH}-digit verification code`,
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  emailAndPasswordRequired: 'Email and password are required',
  mustBeLoggedInToAddToCart: 'You must be logged in to add items to cart',
  invalidProductData: 'Invalid product data',

  // Sign-in (server answers and client texts)
  incorrectCredentials: 'Incorrect email or password.',
  emailNotVerified: 'Your email address has not been verified yet.',
  verifyPrompt: 'Please verify your email address.',
  goToVerification: 'Go to verification',
  accountDisabled: 'This account has been disabled. Please contact support.',
  accountLocked: 'Too many failed sign-in attempts. Please try again later.',
  loginFailed: 'Login failed. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  invalidToken: 'Invalid token',
  registrationFailed: 'Registration failed',
  requestFailed: 'Request failed',
  accountDeactivated: 'This account has been deactivated. Please contact support.',

  // Google sign-in
  googleUnavailable: 'Google authentication is not available at the moment',
  googleFailedTitle: 'Authentication Failed',
  googleFailedText: 'There was an error signing you in with Google',
  googleNoToken: 'No authentication token received',
  googleTokenFailed: 'Failed to process authentication token',

  // Verification codes
  invalidVerificationCode: 'Invalid verification code',
  sendVerificationFailed: 'Failed to send verification email. Please try again.',
  verificationNetworkError: 'Network error. Please try again.',
  resendCodeFailed: 'Failed to resend verification code',
  codeExpired: 'This code has expired. Please request a new one.',
  codeResendTooSoon: 'Please wait a minute before requesting another code.',
  codeResendTooMany: 'Too many codes requested. Please try again in an hour.',

  // Demo / consultation form
  demoRequiredTitle: 'Please fill in required fields',
  demoRequiredText: 'Name, email, and company are required.',
  demoFailedTitle: 'Submission Failed',
  demoFailedText: 'Please try again or contact us directly.',
  demoScheduledTitle: 'Consultation Scheduled!',

  // Catalogue
  notFoundTitle: '404 Page Not Found',
  armNotFound: 'Arm not found',
  productNotFound: 'Product Not Found',
  pricingUnavailable: 'Pricing information not available for this product.',
  noProductsFoundTitle: 'No products found',
  noProductsFoundText: 'Try adjusting your search terms',

  // Login-required dialogs of the arm pages
  loginRequiredTitle: 'Login Required',
  loginRequiredText: 'Please login to your account to purchase this product and add it to your cart.',
  loginRequiredQuoteText: `Please login to your account to request a custom quote. An agent will contact you within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours, with no upfront costs.`,
  loginNow: 'Login Now',
  cancel: 'Cancel',

  // Customer toasts
  errorTitle: 'Error',
  addToCartFailed: 'Failed to add item to cart',
  addToCartFailedBrowse: 'Failed to add item to cart.',
  updateQuantityFailed: 'Failed to update quantity',
  removeItemFailed: 'Failed to remove item',
  submitRequestFailedTitle: 'Submission Failed',
  submitRequestFailedText: 'Unable to submit your purchase request. Please check your connection and try again.',
  paymentRequestFailed: 'Failed to submit payment request',
  updateProfileFailed: 'Failed to update profile',
  invalidRequestTitle: 'Invalid Request',
  invalidRequestText: 'No payment request specified.',
  paymentErrorTitle: 'Payment Error',
  paymentInitFailed: 'Failed to initialize payment. Please try again.',
  paymentUnavailable: 'Unable to initialize payment. Please try again later.',
  paymentFailedTitle: 'Payment Failed',
  paymentUnexpected: 'An unexpected error occurred during payment processing.',
  addedToCartTitle: 'Added to Cart!',
  itemRemovedTitle: 'Item Removed',
  requestSubmittedTitle: 'Request Submitted!',
  requestSubmittedText: 'An admin will contact you to schedule a consultation.',
  cartItemUnavailable: 'No longer available: remove it to submit your request.',
  paymentSuccessfulTitle: 'Payment Successful',
  profileSavedTitle: 'Success!',
  profileSavedText: 'Your profile has been updated.',
  cardPaymentsNotConfigured: 'Card payments are not configured',

  // Admin toasts: failures ...
  loadDashboardFailed: 'Failed to load dashboard data',
  loadDemoSubmissionsFailed: 'Failed to load demo submissions',
  updateDemoSubmissionFailed: 'Failed to update demo submission',
  loadPurchaseRequestsFailed: 'Failed to load purchase requests',
  updatePurchaseRequestFailed: 'Failed to update purchase request',
  loadUsersFailed: 'Failed to load users',
  updateUserRoleFailed: 'Failed to update user role',
  updateUserStatusFailed: 'Failed to update user status',
  createUserFailed: 'Failed to create user',
  loadAnalyticsFailed: 'Failed to load analytics data',
  loadSettingsFailed: 'Failed to load settings',
  updateSettingFailed: 'Failed to update setting',
  saveEmailConfigFailed: 'Failed to save email configuration',
  testEmailFailed: 'Email connection test failed',
  // ... and the matching successes
  demoSubmissionUpdated: 'Demo submission updated',
  purchaseRequestUpdated: 'Purchase request updated',
  userRoleUpdated: 'User role updated',
  userStatusUpdated: 'User status updated',
  userCreated: 'User created',
  settingUpdated: 'Setting updated',
  emailConfigSaved: 'Email configuration saved',
  testEmailSent: 'Email connection test succeeded',
  passwordChanged: 'Password changed',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The default data fetch's error for a non-ok answer: '{status}: {text}'. */
export function fetchErrorText(status: number, statusText: string): string {
  return `${status}: ${statusText}`;
}

/** Error types of a failed sign-in: the server's own, then the further types of the original login contract. */
export const LOGIN_ERROR_TYPES = [
  'invalid_credentials',
  'email_not_verified',
  'account_disabled',
  'account_locked',
  'two_factor_required',
  'two_factor_enrolment_required',
  'email_not_found',
  'incorrect_password',
  'oauth_account',
  'database_error',
  'server_error',
] as const;
export type LoginErrorType = (typeof LOGIN_ERROR_TYPES)[number];
