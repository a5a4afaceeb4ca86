import type { User } from './entities/user.entity';

type AccountState = Pick<User, 'isActive' | 'tokenVersion'>;

/**
 * Whether a token's account still holds: it exists, is active and has the token's version (a
 * signed-out or deactivated user's old token does not pass).
 */
export const isLiveAccount = <T extends AccountState>(user: T | null | undefined, claims: { tokenVersion: number }): user is T =>
  !!user && user.isActive && user.tokenVersion === claims.tokenVersion;
