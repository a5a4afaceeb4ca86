import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/entities/user.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

/** Work a listener leaves for after the commit (a call to Stripe is never made under a row lock). It must not throw. */
export type AfterCommit = () => Promise<void>;

/**
 * Told when an admin changes what a request accepts (its status or its amount due): inside that
 * transaction, on its EntityManager, with the request locked and the change flushed, so what
 * depends on those terms (the payments module's open card intents) changes in the same commit.
 * Purchase requests own this interface and never import its implementers, which register
 * themselves with `PurchaseRequestsService.onTermsChanged`.
 */
export interface RequestTermsListener {
  termsChanged(em: EntityManager, request: PurchaseRequest, actor: User): Promise<AfterCommit | null>;
}
