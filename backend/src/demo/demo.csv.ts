import { BUDGET_OPTIONS, MEETING_TIME_OPTIONS, optionLabel, PROBLEM_AREA_OPTIONS, statusLabel } from '@voosh/shared';
import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { DemoSubmissionResponse } from './dto/demo-submission.responses';

/** The demo-request list as a CSV export: the options and status in the console's words. */
export const DEMO_CSV_COLUMNS: CsvColumn<DemoSubmissionResponse>[] = [
  ...fieldColumns<DemoSubmissionResponse>('id', 'name', 'email', 'company'),
  { header: 'problemArea', value: (demo) => optionLabel(PROBLEM_AREA_OPTIONS, demo.problemArea, '') },
  { header: 'budget', value: (demo) => optionLabel(BUDGET_OPTIONS, demo.budget, '') },
  { header: 'meetingTime', value: (demo) => optionLabel(MEETING_TIME_OPTIONS, demo.meetingTime, '') },
  ...fieldColumns<DemoSubmissionResponse>('details'),
  { header: 'status', value: (demo) => statusLabel(demo.status) },
  ...fieldColumns<DemoSubmissionResponse>('adminNotes', 'createdAt'),
];
