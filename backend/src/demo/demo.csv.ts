import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { DemoSubmissionResponse } from './dto/demo-submission.responses';

/** The demo-request list as a CSV export. */
export const DEMO_CSV_COLUMNS: CsvColumn<DemoSubmissionResponse>[] = fieldColumns(
  'id',
  'name',
  'email',
  'company',
  'problemArea',
  'budget',
  'meetingTime',
  'details',
  'status',
  'adminNotes',
  'createdAt',
);
