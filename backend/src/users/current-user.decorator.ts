import { RequestContext } from '@mikro-orm/core';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { type Account, managedAccount } from './account';
import type { User } from './entities/user.entity';

type SignedInRequest = IncomingMessage & { user: Account };

/** The entity of each request's Account, merged into the request's EntityManager once. */
const entities = new WeakMap<Account, User>();

/**
 * The signed-in account the global guard loaded for this request, as a plain row: for handlers
 * that only read who is calling (its id, role, e-mail).
 */
export const CurrentAccount = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Account => context.switchToHttp().getRequest<SignedInRequest>().user,
);

/**
 * The signed-in account as an entity of the request's EntityManager: for handlers that change
 * the account or link records to it.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const account = context.switchToHttp().getRequest<SignedInRequest>().user;
  if (!account) return account;
  let user = entities.get(account);
  if (!user) {
    const em = RequestContext.getEntityManager();
    if (!em) throw new Error('@CurrentUser() outside a request context');
    user = managedAccount(em, account);
    entities.set(account, user);
  }
  return user;
});
