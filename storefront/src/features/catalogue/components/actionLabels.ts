import type { ProductKind } from './productKind';

/** Button and link texts of each kind of product, in the product's wording. */
export const ACTION_LABELS: Record<ProductKind, { card: string; dialog: string; loginLink: string }> = {
  standard: { card: 'Purchase', dialog: 'Purchase This Product', loginLink: 'Login to Purchase' },
  custom: { card: 'Request Quote', dialog: 'Request Custom Quote', loginLink: 'Login to Request' },
  package: { card: 'Add to Cart', dialog: 'Add to Cart', loginLink: 'Login to Purchase' },
};

export const LEARN_MORE = 'Learn More';
