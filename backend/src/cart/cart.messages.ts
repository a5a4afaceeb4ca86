import { QUANTITY_MAX } from '@voosh/shared';

export const CART_MESSAGES = {
  itemNotFound: 'Cart item not found',
  tooMany: `You can have at most ${QUANTITY_MAX} of a product in your cart`,
} as const;
