import { ApiProperty } from '@nestjs/swagger';
import { ArmSummary } from '../../catalog/dto/catalog.responses';

/** A cart line: the basic `{id, productName, quantity, price}` plus the catalogue's prices in cents and as texts. */
export class CartItemResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'SnapForm' }) productName!: string;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiProperty({ example: '125.00', description: "Unit monthly price in dollars as text (the cart line's `price` field)" }) price!: string;
  @ApiProperty() productId!: number;
  @ApiProperty({ type: ArmSummary }) arm!: ArmSummary;
  @ApiProperty({ type: Number, nullable: true, example: 25000, description: 'Unit setup price in US cents; null when quoted' })
  setupCents!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 12500, description: 'Unit monthly price in US cents; null when quoted' })
  monthlyCents!: number | null;
  @ApiProperty({ example: '$250', description: "Unit setup price text, or 'Quote Required'" }) setupPrice!: string;
  @ApiProperty({ example: '$125/mo', description: "Unit monthly price text, or 'Quote Required'" }) monthlyPrice!: string;
  @ApiProperty({ description: 'False once the product is archived or needs a quote: it must be removed before requesting' })
  available!: boolean;
}
