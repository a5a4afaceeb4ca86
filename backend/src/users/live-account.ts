import type { User } from './entities/user.entity';

/**
 * Whether a token's account still holds: it exists, is active and has the token's version (a
 * signed-out or deactivated user's old token does not pass).
 */
export const isLiveAccount = (user: User | null | undefined, claims: { tokenVersion: number }): user is User =>
  !!user && user.isActive && user.tokenVersion === claims.tokenVersion;
