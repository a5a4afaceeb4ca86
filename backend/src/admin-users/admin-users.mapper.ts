/** An account as the console's user screens answer it. */
import { userResponse } from '../users/user.mapper';
import type { User } from '../users/entities/user.entity';
import type { AdminUserResponse } from './dto/admin-user.response';

export function adminUserResponse(user: User, twoFactorEnabled: boolean): AdminUserResponse {
  return {
    ...userResponse(user),
    twoFactorEnabled,
    billingCountry: user.billingCountry,
    billingRegion: user.billingRegion,
    taxId: user.taxId,
    taxExemptReason: user.taxExemptReason,
  };
}
