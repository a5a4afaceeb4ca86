import { type EntityData, type EntityManager, type OptionalProps } from '@mikro-orm/core';
import { User } from './entities/user.entity';

declare const plainRow: unique symbol;

/**
 * The caller's account as read once per request (the session's or an API key's admin): its row,
 * not an entity the request's EntityManager tracks. Reading it costs no ORM work, which every
 * authenticated request would otherwise pay. A handler that changes the account, or links
 * something to it, asks for the entity instead (@CurrentUser, `managedAccount`): an Account is for
 * reading (its id, role, e-mail), never for the ORM. The brand keeps an entity or any other object
 * from passing for an Account. It holds the row's secret columns too (for @CurrentUser's entity):
 * it is never answered or logged as it is.
 */
export type Account = AccountRow & { readonly [plainRow]: true };

/** An account's row as `UsersService.userColumns()` reads it. */
export type AccountRow = Readonly<Omit<User, typeof OptionalProps>>;

/** A row read with `UsersService.userColumns()`, as the caller's Account. */
export const accountOf = (row: AccountRow): Account => row as Account;

/** The Account as the entity `em` manages: its row merged in (the same entity on every call for one EntityManager). */
export function managedAccount(em: EntityManager, account: Account): User {
  // The row is the database's own, typed by it: no validation needed.
  return em.merge(User, account as EntityData<User>, { refresh: true, validate: false });
}
