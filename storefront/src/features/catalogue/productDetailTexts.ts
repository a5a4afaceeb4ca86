import { CUSTOM_QUOTE_RESPONSE_HOURS, DEPOSIT_PERCENT, MONEY_BACK_DAYS } from '@voosh/shared';

/** The product page's own texts ('Product Not Found', 'Go Back Home' and the three promises are fixed wording). */
export const PRODUCT_DETAIL_TEXTS = {
  goBackHome: 'Go Back Home',
  backToBrowse: 'Back to Browse',
  bestSeller: 'Best Seller',
  addToCart: 'Add to Cart',
  requestPayment: 'Request Payment',
  confirmRequestTitle: 'Send this purchase request?',
  nothingChargedNow: `Nothing is charged now: our team reviews your request first. Once it is approved you pay the ${DEPOSIT_PERCENT}% deposit, and the rest on delivery.`,
  confirmRequest: 'Send request',
  cancel: 'Cancel',
  requestQuote: 'Request Quote',
  submitting: 'Submitting...',
  features: 'Features',
  includes: 'Includes',
  setupLabel: 'One-time setup',
  tierPriceLabel: 'Monthly plan',
  monthlyAfter: (monthly: string) => `+ ${monthly} per month`,
  regularPrice: 'Regular price',
  toolsPrice: (count: number) => `The price of its ${count} tools bought one by one`,
  cartFull: 'Your cart already holds as many of these as it can take.',
  typeLabels: { tier: 'Service Tier', completePackage: 'Complete Package', prebuiltPackage: 'Pre-built Package' },
  quoteOnly: `Custom solutions are priced at a free consultation, so they do not go in the cart: request a quote and an agent will contact you within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours.`,
  tierComingSoon: (name: string) => `${name} is coming soon: it cannot be ordered yet.`,
  prebuiltNotSold: 'Pre-built packages are not sold as one item yet: open each of its tools below to add it to your cart.',
} as const;

/** What the page promises every customer (free consultation, 30-day money-back guarantee, 24/7 support). */
export const ASSURANCES = [
  { key: 'consultation', title: 'Free consultation', text: 'We plan your automation with you before anything is built.' },
  {
    key: 'moneyBack',
    title: `${MONEY_BACK_DAYS}-day money-back guarantee`,
    text: `Not what you needed? Ask for your money back within ${MONEY_BACK_DAYS} days.`,
  },
  { key: 'support', title: '24/7 support', text: 'Our team is there for you around the clock.' },
] as const;
