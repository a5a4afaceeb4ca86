import { fetchErrorText, LOGIN_ERROR_TYPES, MESSAGES } from './messages';

/** The fixed, word-for-word texts of validation, errors, dialogs and toasts. */
const QUOTED = [
  '404 Page Not Found',
  'Please fill in required fields',
  'Name, email, and company are required.',
  'Submission Failed',
  'Please try again or contact us directly.',
  'Consultation Scheduled!',
  'Registration failed',
  'Request failed',
  'Invalid token',
  'Arm not found',
  'Pricing information not available for this product.',
  'Product Not Found',
  'Login Required',
  'Please login to your account to purchase this product and add it to your cart.',
  'Login Now',
  'Cancel',
  'No products found',
  'Try adjusting your search terms',
  'Please fill in all required fields',
  'Passwords do not match',
  'Password must be at least 6 characters long',
  'Please enter a valid 6-digit verification code',
  'Please enter your email address',
  'Please fill in all fields',
  'Email and password are required',
  'New passwords do not match',
  'You must be logged in to add items to cart',
  'Invalid product data',
  'Invalid Request',
  'No payment request specified.',
  'Please verify your email address.',
  'Go to verification',
  'Login failed. Please try again.',
  'Network error. Please check your connection and try again.',
  'Google authentication is not available at the moment',
  'Authentication Failed',
  'There was an error signing you in with Google',
  'No authentication token received',
  'Failed to process authentication token',
  'Failed to send verification email. Please try again.',
  'Network error. Please try again.',
  'Invalid verification code',
  'Failed to resend verification code',
  'Failed to load dashboard data',
  'Failed to load demo submissions',
  'Failed to update demo submission',
  'Failed to load purchase requests',
  'Failed to update purchase request',
  'Failed to load users',
  'Failed to update user role',
  'Failed to update user status',
  'Failed to create user',
  'Failed to load analytics data',
  'Failed to load settings',
  'Failed to update setting',
  'Failed to save email configuration',
  'Email connection test failed',
  'Error',
  'Failed to add item to cart',
  'Failed to add item to cart.',
  'Failed to update quantity',
  'Failed to remove item',
  'Unable to submit your purchase request. Please check your connection and try again.',
  'Failed to submit payment request',
  'Failed to update profile',
  'Payment Error',
  'Failed to initialize payment. Please try again.',
  'Unable to initialize payment. Please try again later.',
  'Payment Failed',
  'An unexpected error occurred during payment processing.',
  'Added to Cart!',
  'Item Removed',
  'Request Submitted!',
  'Payment Successful',
  'Success!',
  'Incorrect email or password.',
  'Card payments are not configured',
];

describe('MESSAGES', () => {
  const texts = new Set<string>(Object.values(MESSAGES));

  it.each(QUOTED)('holds %j exactly', (text) => expect(texts.has(text)).toBe(true));

  it('has no empty text', () => {
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  it('names the quoted ones by meaning', () => {
    expect(MESSAGES.requiredFields).toBe('Please fill in all required fields');
    expect(MESSAGES.demoRequiredTitle).toBe('Please fill in required fields');
    expect(MESSAGES.invalidCode).toBe('Please enter a valid 6-digit verification code');
    expect(MESSAGES.loginRequiredQuoteText).toMatch(/within 24 hours/);
  });

  it('formats default fetch errors as {status}: {text}', () => expect(fetchErrorText(404, 'Not Found')).toBe('404: Not Found'));

  it('lists the login error types', () => {
    expect(LOGIN_ERROR_TYPES).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(new Set(LOGIN_ERROR_TYPES).size).toBe(11);
  });
});
