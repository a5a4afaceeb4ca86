/** The profile as answered: the seven fields, then where the customer is billed and its tax status. */
import type { User } from '../users/entities/user.entity';
import { PROFILE_FIELDS, type ProfileResponse } from './dto/profile.dto';

export function profileResponse(user: User): ProfileResponse {
  const fields = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? null])) as Pick<
    ProfileResponse,
    (typeof PROFILE_FIELDS)[number]
  >;
  return {
    ...fields,
    billingCountry: user.billingCountry,
    billingRegion: user.billingRegion,
    taxId: user.taxId,
    taxExempt: user.taxExemptReason !== null,
  };
}
