import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Role, ROLES } from '@voosh/shared';

/** A user as the API answers it: never the password hash, Google id or token version. */
export class UserResponse {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) profilePicture!: string | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty() createdAt!: string;
}
