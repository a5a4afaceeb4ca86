/** A demo request as answered. */
import type { DemoSubmission } from './entities/demo-submission.entity';
import type { DemoSubmissionResponse } from './dto/demo-submission.responses';

export function demoSubmissionResponse(demo: DemoSubmission): DemoSubmissionResponse {
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
