import { roleLabel } from '@voosh/shared';
import { AS_ANSWERED, csvColumns } from '../common/csv/csv';
import type { AdminUserResponse } from './dto/admin-user.response';

/** The user list as a CSV export: the role in the console's words. */
export const USER_CSV_COLUMNS = csvColumns<AdminUserResponse>({
  id: AS_ANSWERED,
  email: AS_ANSWERED,
  role: [{ header: 'role', value: (user) => roleLabel(user.role) }],
  firstName: AS_ANSWERED,
  lastName: AS_ANSWERED,
  company: AS_ANSWERED,
  phone: AS_ANSWERED,
  isActive: AS_ANSWERED,
  emailVerified: AS_ANSWERED,
  twoFactorEnabled: AS_ANSWERED,
  billingCountry: AS_ANSWERED,
  billingRegion: AS_ANSWERED,
  taxId: AS_ANSWERED,
  taxExemptReason: AS_ANSWERED,
  createdAt: AS_ANSWERED,
  // Not exported: an address of a picture, nothing a spreadsheet shows.
  profilePicture: [],
});
