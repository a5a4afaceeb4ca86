import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '@voosh/shared';

/** A key as the console lists it: never its secret. */
export class ApiKeyResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'vk_live_Ab3x', description: "The secret's first characters, to tell keys apart" }) shown!: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes!: ApiKeyScope[];
  @ApiProperty() rateLimitPerMinute!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail of the admin it acts for' }) createdBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastUsedAddress!: string | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) status!: 'active' | 'expired' | 'revoked';
}

/** A key just made: the one answer that carries its secret. */
export class CreatedApiKeyResponse extends ApiKeyResponse {
  @ApiProperty({ example: 'vk_live_Ab3x…', description: 'The secret, shown this once: it is stored only as a hash' }) secret!: string;
}
