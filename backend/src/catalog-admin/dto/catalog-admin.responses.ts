import { ApiProperty } from '@nestjs/swagger';
import { ArmSummary, ProductResponse } from '../../catalog/dto/catalog.responses';

export class AdminArmResponse extends ArmSummary {
  @ApiProperty({ example: 'desk', description: 'Fixed at creation' }) key!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: 'SupportAgent' }) icon!: string;
  @ApiProperty({ example: '#2563eb' }) color!: string;
  @ApiProperty() position!: number;
  @ApiProperty({ description: 'Products of the arm, archived ones included (an arm with products cannot be deleted)' })
  productCount!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class AdminProductResponse extends ProductResponse {
  @ApiProperty() armId!: number;
  @ApiProperty() position!: number;
  @ApiProperty({ description: 'Archived products are hidden from the storefront' }) archived!: boolean;
  @ApiProperty({ type: String, nullable: true }) archivedAt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}
