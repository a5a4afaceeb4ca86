import { roleLabel } from '@voosh/shared';
import { type CsvColumn, fieldColumns } from '../common/csv/csv';
import type { AdminUserResponse } from './dto/admin-user.response';

/** The user list as a CSV export: the role in the console's words. */
export const USER_CSV_COLUMNS: CsvColumn<AdminUserResponse>[] = [
  ...fieldColumns<AdminUserResponse>('id', 'email'),
  { header: 'role', value: (user) => roleLabel(user.role) },
  ...fieldColumns<AdminUserResponse>(
    'firstName',
    'lastName',
    'company',
    'phone',
    'isActive',
    'emailVerified',
    'twoFactorEnabled',
    'createdAt',
  ),
];
