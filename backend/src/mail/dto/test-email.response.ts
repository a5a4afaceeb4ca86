import { ApiProperty } from '@nestjs/swagger';

export class TestEmailResponse {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 'Test email sent to admin@example.com' }) message!: string;
}
