import type { WebhookDeliveryStatus } from '@voosh/shared';
import { api, dataOf, totalOf } from '../data/api';
import type {
  CreatedWebhookEndpointRecord,
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookReplayResult,
} from '../data/types';

const byId = (id: number) => ({ params: { path: { id } } });

/** POST /api/admin/webhook-endpoints (the password again): the new endpoint, with its signing secret this once. */
export async function createWebhookEndpoint(body: CreateWebhookEndpointBody): Promise<CreatedWebhookEndpointRecord> {
  return dataOf(await api.POST('/api/admin/webhook-endpoints', { body }));
}

/** PUT /api/admin/webhook-endpoints/{id}: its URL, description or events, or `enabled` (true also clears a disabled state the app set). */
export async function updateWebhookEndpoint(id: number, body: UpdateWebhookEndpointBody): Promise<WebhookEndpointRecord> {
  return dataOf(await api.PUT('/api/admin/webhook-endpoints/{id}', { ...byId(id), body }));
}

/** POST /api/admin/webhook-endpoints/{id}/rotate-secret (the password again): the new secret this once, and until when the old one signs too. */
export async function rotateWebhookSecret(id: number, currentPassword: string): Promise<CreatedWebhookEndpointRecord> {
  return dataOf(await api.POST('/api/admin/webhook-endpoints/{id}/rotate-secret', { ...byId(id), body: { currentPassword } }));
}

/** POST /api/admin/webhook-endpoints/{id}/test: a `webhook.test` delivery, queued (409 while the endpoint is disabled). */
export async function sendWebhookTest(id: number): Promise<WebhookDeliveryRecord> {
  return dataOf(await api.POST('/api/admin/webhook-endpoints/{id}/test', byId(id)));
}

/** One page of an endpoint's deliveries, newest first, and how many there are in all (of `status` when given). */
export interface DeliveriesPage {
  data: WebhookDeliveryRecord[];
  total: number;
}

/** GET /api/admin/webhook-endpoints/{id}/deliveries: the page `page` (from 0) of `perPage`, newest first. */
export async function getWebhookDeliveries(
  id: number,
  { page, perPage, status }: { page: number; perPage: number; status?: WebhookDeliveryStatus },
): Promise<DeliveriesPage> {
  const first = page * perPage;
  const answer = await api.GET('/api/admin/webhook-endpoints/{id}/deliveries', {
    params: {
      path: { id },
      query: {
        sort: JSON.stringify(['createdAt', 'DESC']),
        range: JSON.stringify([first, first + perPage - 1]),
        filter: JSON.stringify(status ? { status } : {}),
      },
    },
  });
  return { data: dataOf(answer), total: totalOf(answer.response) };
}

/** POST /api/admin/webhook-endpoints/{id}/deliveries/{deliveryId}/replay: that delivery, sent again now. */
export async function replayWebhookDelivery(delivery: { endpointId: number; id: number }): Promise<WebhookDeliveryRecord> {
  return dataOf(
    await api.POST('/api/admin/webhook-endpoints/{id}/deliveries/{deliveryId}/replay', {
      params: { path: { id: delivery.endpointId, deliveryId: delivery.id } },
    }),
  );
}

/** POST /api/admin/webhook-endpoints/{id}/replay: every failed delivery made since `since` sent again; how many. */
export async function replayFailedWebhookDeliveries(id: number, since: string): Promise<WebhookReplayResult> {
  return dataOf(await api.POST('/api/admin/webhook-endpoints/{id}/replay', { ...byId(id), body: { since } }));
}
