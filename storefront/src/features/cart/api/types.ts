import type { Schema } from '@voosh/api-client';

/** A cart line as the API answers it: unit prices in US cents (null when quoted) plus display texts. */
export type CartItem = Schema<'CartItemResponse'>;
