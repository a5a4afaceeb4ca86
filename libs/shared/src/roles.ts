/** User roles; anonymous visitors have none. */
export const Role = { Admin: 'ADMIN', Customer: 'CUSTOMER' } as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = [Role.Admin, Role.Customer];

export function isRole(x: unknown): x is Role {
  return (ROLES as readonly unknown[]).includes(x);
}
