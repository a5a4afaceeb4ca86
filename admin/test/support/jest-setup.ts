// The storefront's setup (jest-dom matchers, TextEncoder, a matchMedia stub, a patient findBy*).
import '../../../storefront/test/support/jest-setup';
