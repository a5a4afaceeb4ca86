import type { WebhookDeliveryResponse, WebhookEndpointResponse } from './dto/webhook.responses';
import type { WebhookDelivery } from './entities/webhook-delivery.entity';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export function webhookEndpointResponse(endpoint: WebhookEndpoint): WebhookEndpointResponse {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    failingSince: iso(endpoint.failingSince),
    previousSecretUntil:
      endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date() ? iso(endpoint.previousSecretUntil) : null,
    createdBy: endpoint.createdBy?.email ?? null,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

/** A delivery (its message populated), with when its job runs next. */
export function webhookDeliveryResponse(delivery: WebhookDelivery, nextAttemptAt: Date | null): WebhookDeliveryResponse {
  return {
    id: delivery.id,
    messageId: delivery.message.id,
    eventType: delivery.message.type,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastResponse: delivery.lastResponse,
    lastError: delivery.lastError,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    nextAttemptAt: delivery.status === 'retrying' || delivery.status === 'pending' ? iso(nextAttemptAt) : null,
    deliveredAt: iso(delivery.deliveredAt),
    createdAt: delivery.createdAt.toISOString(),
  };
}
