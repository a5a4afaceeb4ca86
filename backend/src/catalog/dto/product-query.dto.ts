import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class ProductQueryDto {
  @ApiPropertyOptional({ description: 'Search in product name and description, arm name and arm title', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;
}
