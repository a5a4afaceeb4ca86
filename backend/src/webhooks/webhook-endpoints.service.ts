import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { WEBHOOK_MESSAGES as TEXT, WEBHOOK_ROTATION_OVERLAP_HOURS, WEBHOOK_TEST_EVENT } from '@voosh/shared';
import { lookup } from 'node:dns/promises';
import { AuditLog } from '../audit/audit-log.service';
import { type HolderProof, Reauthentication } from '../auth/reauthentication.service';
import { purposeKey } from '../common/crypto/purpose-keys';
import { seal } from '../common/crypto/secret-box';
import { badRequest, conflict } from '../common/http/api-error';
import { findOr404 } from '../common/http/find-or-404';
import { ListQueryDto, type ListSpec, type Page, parseListQuery, textFilter } from '../common/http/simple-rest';
import { JobQueue } from '../common/queue/job-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { User } from '../users/entities/user.entity';
import type { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint.dto';
import type { WebhookDeliveryResponse, WebhookEndpointResponse, WebhookEndpointWithSecretResponse } from './dto/webhook.responses';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { webhookDeliveryResponse, webhookEndpointResponse } from './webhook.mapper';
import { WebhookPublisher } from './webhook-publisher.service';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook-queue';
import { WebhookRetention } from './webhook-retention.service';
import { newWebhookSecret } from './webhook-signature';
import { isAcceptableWebhookUrl, isPrivateAddress } from './webhook-target';

export const WEBHOOK_ENDPOINT_LIST: ListSpec<'id' | 'url' | 'createdAt'> = {
  sortable: { id: 'id', url: 'url', createdAt: 'id' },
  defaultSort: ['createdAt', 'DESC'],
  filters: [],
};

export const WEBHOOK_DELIVERY_LIST: ListSpec<'id' | 'createdAt'> = {
  sortable: { id: 'id', createdAt: 'id' },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status'],
};

const ROTATION_OVERLAP_MS = WEBHOOK_ROTATION_OVERLAP_HOURS * 60 * 60_000;

/** Whether a change sends the endpoint's deliveries elsewhere: another address, or events it did not have. */
const redirects = (endpoint: WebhookEndpoint, { url, eventTypes }: Pick<UpdateWebhookEndpointDto, 'url' | 'eventTypes'>) =>
  (url !== undefined && url !== endpoint.url) ||
  (eventTypes !== undefined && eventTypes.some((type) => !endpoint.eventTypes.includes(type)));

/**
 * Admins' webhook endpoints: registered with their password again (each gets a signing secret,
 * shown once, kept sealed), changed, disabled or enabled, removed; secrets rotated (the old one
 * signs too for WEBHOOK_ROTATION_OVERLAP_HOURS); deliveries listed, replayed, a test event sent.
 */
@Injectable()
export class WebhookEndpointsService {
  private readonly secretKey;
  private readonly production: boolean;
  private readonly allowPrivate: boolean;

  constructor(
    private readonly em: EntityManager,
    private readonly reauthentication: Reauthentication,
    private readonly audit: AuditLog,
    private readonly publisher: WebhookPublisher,
    private readonly queue: JobQueue,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly retention: WebhookRetention,
  ) {
    this.secretKey = purposeKey(config.jwtSecret, 'webhook-secret');
    this.production = config.nodeEnv === 'production';
    this.allowPrivate = config.webhooksAllowPrivateNetworks;
  }

  async list(query: ListQueryDto): Promise<Page<WebhookEndpointResponse>> {
    const { orderBy, offset, limit } = parseListQuery(query, WEBHOOK_ENDPOINT_LIST);
    const [endpoints, total] = await this.em.fork().findAndCount(WebhookEndpoint, {}, { orderBy, offset, limit, populate: ['createdBy'] });
    return { items: endpoints.map(webhookEndpointResponse), offset, total };
  }

  async get(id: number): Promise<WebhookEndpointResponse> {
    const em = this.em.fork();
    return webhookEndpointResponse(await em.populate(await findOr404(em, WebhookEndpoint, id, TEXT.notFound), ['createdBy']));
  }

  async create(admin: User, proof: HolderProof, dto: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretResponse> {
    await this.assertReachable(dto.url);
    await this.reauthentication.confirm(admin, proof);
    const secret = newWebhookSecret();
    return this.em.fork().transactional(async (em) => {
      const endpoint = em.create(WebhookEndpoint, {
        url: dto.url,
        description: dto.description || null,
        eventTypes: [...new Set(dto.eventTypes)],
        secretBox: seal(secret, this.secretKey),
        createdBy: em.getReference(User, admin.id),
      });
      await em.flush();
      this.audited(em, admin, endpoint, 'webhook_endpoint_created', { url: endpoint.url, eventTypes: endpoint.eventTypes });
      return { ...webhookEndpointResponse(await em.populate(endpoint, ['createdBy'])), secret };
    });
  }

  /**
   * Changes an endpoint. A new address or new events redirect its signed deliveries, so they need
   * the holder's proof, as registering does; its description and whether it is enabled do not.
   */
  async update(
    admin: User,
    proof: HolderProof,
    id: number,
    dto: Omit<UpdateWebhookEndpointDto, 'currentPassword'>,
  ): Promise<WebhookEndpointResponse> {
    if (dto.url !== undefined) await this.assertReachable(dto.url);
    let confirmed = false;
    const confirmIfRedirected = async (endpoint: WebhookEndpoint) => {
      if (confirmed || !redirects(endpoint, dto)) return;
      await this.reauthentication.confirm(admin, proof);
      confirmed = true;
    };
    // Asked before the row is locked; again under the lock only if the endpoint changed meanwhile.
    await confirmIfRedirected(await findOr404(this.em.fork(), WebhookEndpoint, id, TEXT.notFound));
    return this.em.fork().transactional(async (em) => {
      const endpoint = await findOr404(em, WebhookEndpoint, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      await confirmIfRedirected(endpoint);
      if (dto.url !== undefined) endpoint.url = dto.url;
      if (dto.description !== undefined) endpoint.description = dto.description || null;
      if (dto.eventTypes !== undefined) endpoint.eventTypes = [...new Set(dto.eventTypes)];
      if (dto.enabled !== undefined && dto.enabled !== endpoint.enabled) {
        Object.assign(endpoint, { enabled: dto.enabled, disabledReason: null, failingSince: null });
      }
      await em.flush();
      this.audited(em, admin, endpoint, 'webhook_endpoint_changed', { ...dto });
      return webhookEndpointResponse(await em.populate(endpoint, ['createdBy']));
    });
  }

  async remove(admin: User, id: number): Promise<WebhookEndpointResponse> {
    return this.em.fork().transactional(async (em) => {
      const endpoint = await findOr404(em, WebhookEndpoint, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      const answer = webhookEndpointResponse(await em.populate(endpoint, ['createdBy']));
      this.audited(em, admin, endpoint, 'webhook_endpoint_removed', { url: endpoint.url });
      em.remove(endpoint);
      await em.flush();
      return answer;
    });
  }

  /** A new signing secret; the old one keeps signing for WEBHOOK_ROTATION_OVERLAP_HOURS so receivers can switch. */
  async rotateSecret(admin: User, proof: HolderProof, id: number): Promise<WebhookEndpointWithSecretResponse> {
    await this.reauthentication.confirm(admin, proof);
    const secret = newWebhookSecret();
    return this.em.fork().transactional(async (em) => {
      const endpoint = await findOr404(em, WebhookEndpoint, id, TEXT.notFound, LockMode.PESSIMISTIC_WRITE);
      Object.assign(endpoint, {
        previousSecretBox: endpoint.secretBox,
        previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS),
        secretBox: seal(secret, this.secretKey),
      });
      await em.flush();
      this.audited(em, admin, endpoint, 'webhook_secret_rotated', {});
      return { ...webhookEndpointResponse(await em.populate(endpoint, ['createdBy'])), secret };
    });
  }

  /** Sends `webhook.test` to this endpoint alone, whatever events it chose. */
  async sendTest(id: number): Promise<WebhookDeliveryResponse> {
    return this.em.fork().transactional(async (em) => {
      const endpoint = await this.enabledOrRefuse(em, id);
      const [delivery] = await this.publisher.deliver(em, [endpoint.id], WEBHOOK_TEST_EVENT, {
        endpointId: endpoint.id,
        url: endpoint.url,
      });
      return webhookDeliveryResponse(delivery!, null);
    });
  }

  async deliveries(id: number, query: ListQueryDto): Promise<Page<WebhookDeliveryResponse>> {
    const em = this.em.fork();
    await findOr404(em, WebhookEndpoint, id, TEXT.notFound);
    const { filter, orderBy, offset, limit } = parseListQuery(query, WEBHOOK_DELIVERY_LIST);
    const status = textFilter(filter, 'status');
    const [deliveries, total] = await em.findAndCount(
      WebhookDelivery,
      { endpoint: id, ...(status ? { status: status as WebhookDelivery['status'] } : {}) },
      { orderBy, offset, limit, populate: ['message'] },
    );
    const jobIds = deliveries.map((delivery) => delivery.jobId).filter((jobId): jobId is string => jobId !== null);
    const next = await this.queue.nextRuns(em, WEBHOOK_DELIVERY_QUEUE.name, jobIds);
    return {
      items: deliveries.map((delivery) => webhookDeliveryResponse(delivery, delivery.jobId ? (next.get(delivery.jobId) ?? null) : null)),
      offset,
      total,
    };
  }

  /**
   * Sends one delivery again (a failed one, or one still retrying: now rather than at its next try);
   * one deleted past the retention period is refused as gone.
   */
  async replay(id: number, deliveryId: number): Promise<WebhookDeliveryResponse> {
    return this.em.fork().transactional(async (em) => {
      await this.enabledOrRefuse(em, id);
      const delivery = await em.findOne(
        WebhookDelivery,
        { id: deliveryId, endpoint: id },
        { populate: ['message'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!delivery) throw await this.retention.missingDelivery(em, deliveryId);
      await this.resend(em, delivery);
      return webhookDeliveryResponse(delivery, null);
    });
  }

  /** Sends again every failed delivery of the endpoint made since `since`. */
  async replayFailed(id: number, since: Date): Promise<{ replayed: number }> {
    return this.em.fork().transactional(async (em) => {
      await this.enabledOrRefuse(em, id);
      const failed = await em.find(
        WebhookDelivery,
        { endpoint: id, status: 'failed', createdAt: { $gte: since } },
        { orderBy: { id: 'asc' } },
      );
      for (const delivery of failed) await this.resend(em, delivery);
      return { replayed: failed.length };
    });
  }

  private async resend(em: EntityManager, delivery: WebhookDelivery): Promise<void> {
    if (delivery.status === 'succeeded') throw conflict(TEXT.alreadyDelivered);
    delivery.status = 'pending';
    await this.publisher.enqueue(em, delivery);
  }

  private async enabledOrRefuse(em: EntityManager, id: number): Promise<WebhookEndpoint> {
    const endpoint = await findOr404(em, WebhookEndpoint, id, TEXT.notFound);
    if (!endpoint.enabled) throw conflict(TEXT.disabled);
    return endpoint;
  }

  /** https (or http://localhost outside production), and a name that resolves to public addresses unless configured otherwise. */
  private async assertReachable(url: string): Promise<void> {
    if (!isAcceptableWebhookUrl(url, this.production)) throw badRequest(TEXT.httpsRequired);
    if (this.allowPrivate) return;
    const addresses = await lookup(new URL(url).hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => []);
    if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) throw badRequest(TEXT.privateAddress);
  }

  private audited(em: EntityManager, admin: User, endpoint: WebhookEndpoint, action: string, details: Record<string, unknown>): void {
    this.audit.record(em, { actor: admin, action, subjectType: 'webhook_endpoint', subjectId: endpoint.id, details });
  }
}
