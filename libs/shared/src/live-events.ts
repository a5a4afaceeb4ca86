/** What the admin console is told as it happens (server-sent events from GET /api/admin/live/stream). */
export const LIVE_EVENT_TYPES = ['purchase_request.created', 'demo_request.created'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export interface LiveEvent {
  type: LiveEventType;
  /** The new object's id. */
  id: number;
  /** Who it is from, as the console's notification names them. */
  label: string;
}

/** How long a ticket for the live stream is valid: EventSource cannot send a bearer token, so the console asks for one just before connecting. */
export const LIVE_TICKET_SECONDS = 60;
