import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { UserResponse } from '../users/dto/user.response';

/** The user list as a CSV export. */
export const USER_CSV_COLUMNS: CsvColumn<UserResponse>[] = fieldColumns(
  'id',
  'email',
  'role',
  'firstName',
  'lastName',
  'company',
  'phone',
  'isActive',
  'emailVerified',
  'createdAt',
);
