import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../common/queue/job-queue';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { WebhookMessage } from './entities/webhook-message.entity';
import { newMessageId } from './webhook-signature';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook-queue';

/**
 * Tells the endpoints that chose an event type: in the transaction of the cause, one message (its
 * body built once, only when an endpoint listens) and one delivery per endpoint, each sent to the
 * job queue, so a delivery exists exactly when its cause committed and survives restarts.
 */
@Injectable()
export class WebhookPublisher implements OnModuleInit {
  constructor(private readonly queue: JobQueue) {}

  async onModuleInit(): Promise<void> {
    await this.queue.define(WEBHOOK_DELIVERY_QUEUE);
  }

  async publish(em: EntityManager, type: string, data: () => Promise<unknown> | unknown): Promise<void> {
    // On the cause's own connection (a second one from the pool could wait on a pool its transaction holds).
    const listening = await em.execute<{ id: number }[]>(
      'select id from webhook_endpoints where enabled and event_types @> ?::jsonb order by id',
      [JSON.stringify([type])],
    );
    if (listening.length === 0) return;
    await this.deliver(
      em,
      listening.map(({ id }) => id),
      type,
      await data(),
    );
  }

  /** One message of `type` to the given endpoints (a test event goes to one, whatever it chose). */
  async deliver(em: EntityManager, endpointIds: readonly number[], type: string, data: unknown): Promise<WebhookDelivery[]> {
    const message = em.create(WebhookMessage, { id: newMessageId(), type, body: { type, timestamp: new Date().toISOString(), data } });
    const deliveries = endpointIds.map((id) => em.create(WebhookDelivery, { message, endpoint: em.getReference(WebhookEndpoint, id) }));
    await em.flush();
    for (const delivery of deliveries) await this.enqueue(em, delivery);
    return deliveries;
  }

  /** Sends the delivery's job (again, for a replay) in `em`'s transaction. */
  async enqueue(em: EntityManager, delivery: WebhookDelivery): Promise<void> {
    delivery.jobId = await this.queue.send(em, WEBHOOK_DELIVERY_QUEUE.name, { deliveryId: delivery.id } satisfies WebhookDeliveryJob);
    await em.flush();
  }
}
