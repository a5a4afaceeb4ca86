import { Injectable, OnModuleInit } from '@nestjs/common';
import { nameOrEmail } from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { DemoRequested } from '../demo/demo.events';
import { PurchaseRequested } from '../purchase-requests/purchase-request.events';
import { publishLiveEvent } from './live-events';

/** Tells every open console of a new demo or purchase request, in the transaction that made it. */
@Injectable()
export class LiveEventPublisher implements OnModuleInit {
  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.on(DemoRequested, (em, { demo }) =>
      publishLiveEvent(em, {
        type: 'demo_request.created',
        id: demo.id,
        label: demo.company ? `${demo.name} (${demo.company})` : demo.name,
      }),
    );
    this.events.on(PurchaseRequested, (em, { request, customer }) =>
      publishLiveEvent(em, { type: 'purchase_request.created', id: request.id, label: nameOrEmail(customer) }),
    );
  }
}
