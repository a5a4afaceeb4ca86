/** An account as answered: never the password hash, Google id or token version. */
import type { User } from './entities/user.entity';
import type { UserResponse } from './dto/user.response';

export function userResponse(user: User): UserResponse {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    company: user.company ?? null,
    phone: user.phone ?? null,
    profilePicture: user.profilePicture ?? null,
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
