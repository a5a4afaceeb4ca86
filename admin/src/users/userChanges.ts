import { MESSAGES, type Role, roleLabel, ROLES } from '@voosh/shared';
import { useNotify, useUpdate } from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import type { UserRecord } from '../data/types';

/** 'ADMIN' -> 'Admin', 'CUSTOMER' -> 'Customer' (the profile menu's role label), as the CSV export writes it too. */
export { roleLabel };

export const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: roleLabel(role) }));

export const USER_TEXTS = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  active: 'Active',
  inactive: 'Inactive',
  yourAccount: 'Your account',
} as const;

/** A user's role change ({role}) and activation ({isActive}), each with the spec's toasts. */
export function useUserChanges() {
  const [update, { isPending }] = useUpdate<UserRecord>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const change = (user: UserRecord, data: Partial<Pick<UserRecord, 'role' | 'isActive'>>, success: string, failure: string) =>
    update(
      'users',
      { id: user.id, data, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(success, { type: 'success' }),
        onError: (error) => notifyFailure(failure, error),
      },
    );
  return {
    isPending,
    changeRole: (user: UserRecord, role: Role) => change(user, { role }, MESSAGES.userRoleUpdated, MESSAGES.updateUserRoleFailed),
    setActive: (user: UserRecord, isActive: boolean) =>
      change(user, { isActive }, MESSAGES.userStatusUpdated, MESSAGES.updateUserStatusFailed),
  };
}
