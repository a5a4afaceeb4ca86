import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor names an event type
type EventType<E extends object> = abstract new (...args: any[]) => E;
type EventHandler<E extends object> = (em: EntityManager, event: E) => Promise<void>;

/**
 * Business events raised inside the transaction that caused them. Handlers run at once, in the
 * raiser's transaction (`em`): what they write (an outbox row, say) commits or rolls back with
 * the cause. The raising feature does not know who listens; listeners import the event's class.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<EventType<object>, EventHandler<object>[]>();

  on<E extends object>(type: EventType<E>, handler: EventHandler<E>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as EventHandler<object>);
    this.handlers.set(type, list);
  }

  async raise(em: EntityManager, event: object): Promise<void> {
    for (const handler of this.handlers.get(event.constructor as EventType<object>) ?? []) await handler(em, event);
  }
}
