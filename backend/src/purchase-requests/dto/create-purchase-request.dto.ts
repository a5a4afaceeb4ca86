import { ApiPropertyOptional } from '@nestjs/swagger';
import { INITIAL_PURCHASE_REQUEST_STATUS, TEXT_MAX } from '@voosh/shared';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IgnoredClientAmount, ProductName, Quantity } from '../../cart/dto/order-fields';
import { OptionalText } from '../../common/validation/fields';
import { PURCHASE_REQUEST_MESSAGES } from '../purchase-requests.messages';
import { RequestReferencesBody } from './request-references.dto';

export const PRODUCT_TYPES = ['arm', 'tier', 'package'] as const;
const PRODUCTS_TEXT_MAX = 20_000;

/**
 * Both bodies the storefront sends: from the cart `{products, totalAmount, status}` and the buyer's
 * references (products is the JSON
 * text of the cart's lines) or from the product page `{productName, quantity, totalAmount,
 * status, productType}`. Totals and prices are computed on the server; the client's are ignored.
 */
export class CreatePurchaseRequestDto extends RequestReferencesBody {
  @ApiPropertyOptional({
    type: String,
    maxLength: PRODUCTS_TEXT_MAX,
    description: 'From the cart: JSON text of [{productName (or name), quantity, price, setupPrice}]; must match the cart',
    example: '[{"productName":"SnapForm","quantity":1,"price":125,"setupPrice":250}]',
  })
  // Stacked decorators register bottom-up: the type check comes first.
  @IsOptional()
  @MaxLength(PRODUCTS_TEXT_MAX, { message: `products must be at most ${PRODUCTS_TEXT_MAX} characters` })
  @IsString({ message: PURCHASE_REQUEST_MESSAGES.productsFormat })
  products?: string;

  @ProductName(true)
  productName?: string;

  @Quantity(true)
  quantity?: number;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES, description: 'From the product page: the kind of item' })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: `productType must be one of ${PRODUCT_TYPES.join(', ')}` })
  productType?: (typeof PRODUCT_TYPES)[number];

  @OptionalText({
    max: TEXT_MAX,
    example: 'We take bookings by phone and e-mail and want them in one calendar.',
    description: "The customer's notes for the team (e.g. what a custom quote should cover); empty text or null is none",
  })
  customerNotes?: string | null;

  @IgnoredClientAmount('totalAmount')
  totalAmount?: string;

  @ApiPropertyOptional({ enum: [INITIAL_PURCHASE_REQUEST_STATUS], description: 'Always submitted; any other value is a 400' })
  @IsOptional()
  @IsIn([INITIAL_PURCHASE_REQUEST_STATUS], { message: PURCHASE_REQUEST_MESSAGES.initialStatus })
  status?: string;
}
