import { LIVE_EVENT_TYPES, type LiveEvent } from '@voosh/shared';
import { useEffect, useRef, useState } from 'react';
import type { LiveTicket } from '../data/types';

export const LIVE_STREAM_PATH = '/api/admin/live/stream';

/** Reconnection waits: 1 s, 2 s, 4 s ... at most 30 s; a stream that opened starts again at 1 s. */
export const LIVE_BACKOFF = { initialMs: 1000, maxMs: 30_000 } as const;

/** The part of EventSource the hook uses (replaceable in tests). */
export interface LiveStream {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export interface LiveEventsOptions {
  /** POST /api/admin/live/ticket; null or no ticket when the session has ended. */
  getTicket: () => Promise<Partial<LiveTicket> | null>;
  onEvent: (event: LiveEvent) => void;
  openStream?: (url: string) => LiveStream;
  enabled?: boolean;
  backoff?: { initialMs: number; maxMs: number };
}

export const liveStreamUrl = (ticket: string) => `${LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`;

/** A `message` event's data as a LiveEvent, or null when it is not one. */
export function parseLiveEvent(data: string): LiveEvent | null {
  try {
    const event = JSON.parse(data) as Partial<LiveEvent>;
    const known = typeof event.type === 'string' && (LIVE_EVENT_TYPES as readonly string[]).includes(event.type);
    return known && typeof event.id === 'number' && typeof event.label === 'string' ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

/** The wait before reconnection attempt `attempt` (0-based). */
export const backoffDelay = (attempt: number, { initialMs, maxMs }: { initialMs: number; maxMs: number } = LIVE_BACKOFF) =>
  Math.min(maxMs, initialMs * 2 ** attempt);

const openEventSource = (url: string): LiveStream => new EventSource(url);

/**
 * The console's live feed: a ticket, then an EventSource on the stream; each `message` is a
 * LiveEvent. When the stream fails (an expired ticket, a restart, an ended session) it is closed
 * and opened again with a new ticket, after a growing wait. A refused ticket (401) ends the
 * session (the caller's useApiCall), and the hook stops.
 */
export function useLiveEvents({
  getTicket,
  onEvent,
  openStream = openEventSource,
  enabled = true,
  backoff = LIVE_BACKOFF,
}: LiveEventsOptions): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  // The latest callbacks, without reconnecting when a caller passes new functions.
  const latest = useRef({ getTicket, onEvent, openStream, backoff });
  useEffect(() => {
    latest.current = { getTicket, onEvent, openStream, backoff };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let stream: LiveStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(connect, backoffDelay(attempt, latest.current.backoff));
      attempt += 1;
    };

    const connect = async () => {
      let ticket: string | undefined;
      try {
        ticket = (await latest.current.getTicket())?.ticket;
      } catch (error) {
        const status = (error as { status?: number })?.status;
        if (status === 401 || status === 403) return; // the session is over: the caller's useApiCall has ended it
        retry();
        return;
      }
      if (stopped || !ticket) return;
      const opened = latest.current.openStream(liveStreamUrl(ticket));
      stream = opened;
      const healthy = () => {
        attempt = 0;
        setConnected(true);
      };
      opened.onopen = healthy;
      opened.addEventListener('heartbeat', healthy);
      opened.onmessage = (message) => {
        const event = parseLiveEvent(message.data);
        if (event) latest.current.onEvent(event);
      };
      opened.onerror = () => {
        opened.close();
        if (stream === opened) stream = null;
        setConnected(false);
        retry();
      };
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.close();
      setConnected(false);
    };
  }, [enabled]);

  return { connected };
}
