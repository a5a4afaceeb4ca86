/** The profile's seven fields as answered. */
import type { User } from '../users/entities/user.entity';
import { PROFILE_FIELDS, type ProfileResponse } from './dto/profile.dto';

export function profileResponse(user: User): ProfileResponse {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? null])) as unknown as ProfileResponse;
}
