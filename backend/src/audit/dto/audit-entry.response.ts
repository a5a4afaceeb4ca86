import { ApiProperty } from '@nestjs/swagger';

/** One entry of the audit log as the console shows it. */
export class AuditEntryResponse {
  @ApiProperty() id!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ example: 'user.two_factor_removed' }) action!: string;
  @ApiProperty({ description: 'The staff account that did it, as it was named then' }) actorEmail!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { from: 'CUSTOMER', to: 'ADMIN' } }) details!: Record<
    string,
    unknown
  >;
}
