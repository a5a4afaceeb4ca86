import { ApiProperty } from '@nestjs/swagger';
import { DEMO_STATUSES, type DemoStatus } from '@voosh/shared';
import type { DemoSubmission } from '../entities/demo-submission.entity';

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

  static from(demo: DemoSubmission): DemoSubmissionResponse {
    return {
      id: demo.id,
      name: demo.name,
      email: demo.email,
      company: demo.company,
      problemArea: demo.problemArea,
      budget: demo.budget,
      meetingTime: demo.meetingTime,
      details: demo.details,
      message: demo.message,
      status: demo.status,
      adminNotes: demo.adminNotes,
      createdAt: demo.createdAt.toISOString(),
      updatedAt: demo.updatedAt.toISOString(),
    };
  }
}
