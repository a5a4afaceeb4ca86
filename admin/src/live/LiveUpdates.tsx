import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@voosh/shared';
import { useCallback, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { ANALYTICS_QUERY_KEY } from '../analytics/useAnalytics';
import { useApiCall } from '../data/useApiCall';
import { createLiveTicket } from './liveApi';
import { useLiveEvents } from './useLiveEvents';

/** The resource whose lists a live event changes. */
export const RESOURCE_OF_EVENT: Readonly<Record<LiveEvent['type'], string>> = {
  'purchase_request.created': 'purchase-requests',
  'demo_request.created': 'demo-requests',
};

/** The notification of a live event. */
export function liveEventText(event: LiveEvent): string {
  return event.type === 'purchase_request.created'
    ? `New purchase request #${event.id} from ${event.label}`
    : `New demo request from ${event.label}`;
}

/** `<html data-live>`: whether the live stream is connected now ("connected") or not ("waiting"), for tools and tests. */
export const LIVE_STATE_ATTRIBUTE = 'data-live';

/** Mounted once in the layout: refreshes what a new request changes and tells the admin. */
export function LiveUpdates() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const getTicket = useCallback(() => call(createLiveTicket), [call]);
  const onEvent = useCallback(
    (event: LiveEvent) => {
      void queryClient.invalidateQueries({ queryKey: [RESOURCE_OF_EVENT[event.type]] });
      void queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY });
      notify(liveEventText(event), { type: 'info' });
    },
    [queryClient, notify],
  );
  const { connected } = useLiveEvents({ getTicket, onEvent });
  useEffect(() => {
    document.documentElement.setAttribute(LIVE_STATE_ATTRIBUTE, connected ? 'connected' : 'waiting');
    return () => document.documentElement.removeAttribute(LIVE_STATE_ATTRIBUTE);
  }, [connected]);
  return null;
}
