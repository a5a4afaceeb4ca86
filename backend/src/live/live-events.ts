import type { EntityManager } from '@mikro-orm/postgresql';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@voosh/shared';
import { notifyInTransaction } from '../common/database/notify';

/** The PostgreSQL channel of the console's live events (payload: a LiveEvent as JSON). */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * Call inside the transaction of the change: PostgreSQL delivers the notification to every
 * instance at the commit (and never if it rolls back), so every open console hears of it.
 */
export function publishLiveEvent(em: EntityManager, event: LiveEvent): Promise<void> {
  return notifyInTransaction(em, LIVE_EVENTS_CHANNEL, JSON.stringify(event));
}

/** A notification's payload as a LiveEvent, or null when it is not one. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<LiveEvent>;
    const known = typeof event.type === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(event.type);
    return known && Number.isSafeInteger(event.id) && typeof event.label === 'string' ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}
