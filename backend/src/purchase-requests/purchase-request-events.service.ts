import { currentApiKey } from '../common/http/api-key-caller';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RequestEventType } from '@voosh/shared';
import { User } from '../users/entities/user.entity';
import { PurchaseRequestEvent } from './entities/purchase-request-event.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

export type EventValues = Record<string, unknown> | null;

/** The audit timeline: the only writer of purchase-request events. */
@Injectable()
export class PurchaseRequestEventsService {
  /** Appends one event in the caller's transaction; `actor` null is the system (webhook, job). */
  append(
    em: EntityManager,
    request: PurchaseRequest,
    actor: User | null,
    type: RequestEventType,
    before: EventValues,
    after: EventValues,
  ): void {
    em.persist(
      em.create(PurchaseRequestEvent, {
        request,
        actor: actor ? em.getReference(User, actor.id) : null,
        // A person's change through an API key is the key's: the timeline names it.
        apiKeyName: actor ? (currentApiKey()?.name ?? null) : null,
        type,
        before,
        after,
      }),
    );
  }

  /** A request's events, oldest first, with their actors. */
  timeline(em: EntityManager, requestId: number): Promise<PurchaseRequestEvent[]> {
    return em.find(PurchaseRequestEvent, { request: requestId }, { orderBy: { id: 'asc' }, populate: ['actor'] });
  }
}
