import type { User } from '../users/entities/user.entity';

/**
 * An admin account lost its staff access: demoted to customer or deactivated (raised in the
 * transaction of the change, by the admin who made it). What acted for it ends for good there.
 */
export class StaffAccessEnded {
  constructor(
    readonly account: User,
    readonly by: User,
    readonly reason: 'demoted' | 'deactivated',
  ) {}
}
