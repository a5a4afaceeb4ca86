import { ApiProperty } from '@nestjs/swagger';
import { DEMO_STATUSES, type DemoStatus } from '@voosh/shared';

export class DemoSubmittedResponse {
  @ApiProperty({ example: true }) success!: true;
  @ApiProperty({ example: 42 }) id!: number;
}

export class DemoSubmissionResponse {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() company!: string;
  @ApiProperty({ type: String, nullable: true }) problemArea!: string | null;
  @ApiProperty({ type: String, nullable: true }) budget!: string | null;
  @ApiProperty({ type: String, nullable: true }) meetingTime!: string | null;
  @ApiProperty({ type: String, nullable: true }) details!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ enum: DEMO_STATUSES }) status!: DemoStatus;
  @ApiProperty({ type: String, nullable: true }) adminNotes!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}
