import { BUDGET_OPTIONS, MEETING_TIME_OPTIONS, optionLabel, PROBLEM_AREA_OPTIONS, statusLabel } from '@voosh/shared';
import { AS_ANSWERED, csvColumns } from '../common/csv/csv';
import type { DemoSubmissionResponse } from './dto/demo-submission.responses';

/** The demo-request list as a CSV export: the options and status in the console's words. */
export const DEMO_CSV_COLUMNS = csvColumns<DemoSubmissionResponse>({
  id: AS_ANSWERED,
  name: AS_ANSWERED,
  email: AS_ANSWERED,
  company: AS_ANSWERED,
  problemArea: [{ header: 'problemArea', value: (demo) => optionLabel(PROBLEM_AREA_OPTIONS, demo.problemArea, '') }],
  budget: [{ header: 'budget', value: (demo) => optionLabel(BUDGET_OPTIONS, demo.budget, '') }],
  meetingTime: [{ header: 'meetingTime', value: (demo) => optionLabel(MEETING_TIME_OPTIONS, demo.meetingTime, '') }],
  details: AS_ANSWERED,
  status: [{ header: 'status', value: (demo) => statusLabel(demo.status) }],
  adminNotes: AS_ANSWERED,
  createdAt: AS_ANSWERED,
  // Not exported: the same words as `details` (the form's older name), and the last change's time.
  message: [],
  updatedAt: [],
});
