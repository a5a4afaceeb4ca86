import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PricingText {
  @ApiProperty({ example: '$250', description: "Setup price text, or 'Quote Required'" })
  oneTime!: string;

  @ApiProperty({ example: '$125/mo', description: "Monthly price text, or 'Quote Required'" })
  monthly!: string;
}

export class ArmSummary {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'VOOSHDesk' }) name!: string;
  @ApiProperty({ example: 'vooshdesk' }) slug!: string;
  @ApiProperty() title!: string;
}

export class ProductResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'SnapForm' }) name!: string;
  @ApiProperty({ example: 'snapform', description: 'Lowercase name, spaces as hyphens' }) slug!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) features!: string[];
  @ApiProperty({ type: Number, nullable: true, example: 25000, description: 'One-time setup price in US cents; null when quoted' })
  setupCents!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 12500, description: 'Monthly price in US cents; null when quoted' })
  monthlyCents!: number | null;
  @ApiProperty({ type: PricingText }) pricing!: PricingText;
  @ApiProperty({ description: 'True when the price needs a consultation (Quote Required)' }) quoteRequired!: boolean;
  @ApiProperty() popular!: boolean;
  @ApiPropertyOptional({ type: [String], nullable: true, description: 'Products a complete package bundles' })
  includes!: string[] | null;
  @ApiProperty({ type: ArmSummary }) arm!: ArmSummary;
}

export class ArmResponse extends ArmSummary {
  @ApiProperty({ example: 'desk' }) key!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: 'SupportAgent', description: 'Material icon name' }) icon!: string;
  @ApiProperty({ example: '#2563eb' }) color!: string;
  @ApiProperty({ type: [ProductResponse] }) products!: ProductResponse[];
}

export class TierResponse {
  @ApiProperty({ example: 'core' }) id!: string;
  @ApiProperty({ example: 'VOOSHCore' }) name!: string;
  @ApiProperty() subtitle!: string;
  @ApiProperty({ example: 19900 }) priceCents!: number;
  @ApiProperty({ example: '$199' }) price!: string;
  @ApiProperty({ example: 'month' }) period!: string;
  @ApiProperty() description!: string;
  @ApiProperty() icon!: string;
  @ApiProperty() color!: string;
  @ApiProperty({ example: 'Coming Soon' }) buttonText!: string;
  @ApiProperty() tools!: string;
  @ApiProperty({ type: [String] }) includedFeatures!: string[];
  @ApiProperty() popular!: boolean;
}

export class PrebuiltPackageResponse {
  @ApiProperty({ example: 'small-business' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Local asset name' }) image!: string;
  @ApiProperty() toolsCount!: number;
  @ApiProperty({ type: [String] }) tools!: string[];
}

export class PriceExampleResponse {
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() nodes!: number;
  @ApiProperty() details!: string;
  @ApiProperty({ example: 30000 }) projectCents!: number;
  @ApiProperty({ example: 15000 }) monthlyCents!: number;
  @ApiProperty({ example: '$300' }) projectPrice!: string;
  @ApiProperty({ example: '$150/mo' }) monthlyPrice!: string;
  @ApiProperty() complexity!: string;
}

export class CentsRange {
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
  @ApiProperty({ example: '$50-$100' }) text!: string;
}

export class ArmPriceRange extends CentsRange {
  @ApiProperty({ example: 'VOOSHReach' }) arm!: string;
}

export class PriceGuideResponse {
  @ApiProperty({ example: 5000 }) perNodeCents!: number;
  @ApiProperty({ type: CentsRange }) complexityAddOn!: CentsRange;
  @ApiProperty({ type: CentsRange }) monthlySupport!: CentsRange;
  @ApiProperty({ type: [PriceExampleResponse] }) examples!: PriceExampleResponse[];
  @ApiProperty({ type: [ArmPriceRange] }) otherArmRanges!: ArmPriceRange[];
  @ApiProperty({ type: [String] }) whyFair!: string[];
}
