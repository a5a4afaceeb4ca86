import * as limits from './limits';

describe('limits', () => {
  it('hold the fixed product figures', () => {
    expect(limits).toMatchObject({
      VERIFICATION_CODE_LENGTH: 6,
      PASSWORD_MIN_LENGTH: 6,
      QUANTITY_MIN: 1,
      QUANTITY_MAX: 99,
      CODE_TTL_MS: 600_000,
      CODE_MAX_ATTEMPTS: 5,
      CODE_RESEND_MIN_INTERVAL_MS: 60_000,
      CODE_RESENDS_PER_HOUR: 5,
      LOGIN_FREE_FAILURES: 3,
      LOGIN_FIRST_DELAY_MS: 1000,
      LOGIN_MAX_DELAY_MS: 900_000,
      LOGIN_ACCOUNT_FREE_FAILURES: 20,
      LOGIN_FAILURE_WINDOW_MS: 86_400_000,
      LOGIN_KNOWN_ADDRESS_MS: 2_592_000_000,
      REDIRECT_DELAY_MS: 100,
      PAYMENT_REDIRECT_MS: 2000,
      TOAST_DEFAULT_MS: 5000,
      TOAST_SHORT_MS: 3000,
      TOAST_MAX_WIDTH_PX: 420,
      CARD_FEATURE_COUNT: 3,
      HOME_PRODUCTS_PER_ARM: 2,
      CAROUSEL_LOOP_MS: 20_000,
      PACKAGE_DISCOUNT_PERCENT: 5,
      STRIKE_THROUGH_FACTOR: 1.2,
      STRIKE_THROUGH_THRESHOLD_USD: 100,
      CUSTOM_QUOTE_RESPONSE_HOURS: 24,
      MONEY_BACK_DAYS: 30,
      TERMINATION_NOTICE_DAYS: 14,
      EFFECTIVE_DATE: 'July 28, 2025',
      NAME_MAX: 100,
      EMAIL_MAX: 254,
      COMPANY_MAX: 200,
      TEXT_MAX: 2000,
      PASSWORD_MAX: 128,
      PROFILE_MAX: { firstName: 100, lastName: 100, company: 200, phone: 50, industry: 100, companySize: 50, currentTools: 2000 },
    });
  });
});
