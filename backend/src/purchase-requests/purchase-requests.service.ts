import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import {
  allowedNextStatuses,
  APPROVAL_MESSAGES,
  approvalHolds,
  canonicalJson,
  canTransition,
  dollarsToCents,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  isoDay,
  orderTotals,
  type PurchaseRequestStatus,
  REQUEST_REFERENCE_KEYS,
  requestAmountDue,
  type RequestEventType,
  type RequestReferenceKey,
  requestReferencesOf,
  Role,
  STATUSES_REACHED_ONLY_BY_PAYMENT,
} from '@voosh/shared';
import { CartService } from '../cart/cart.service';
import { findOrderableProduct, isOrderable, isQuoteOnly } from '../cart/orderable-product';
import type { Product } from '../catalog/entities/product.entity';
import { type ListQueryDto, type ListSpec, type Page, parseListQuery, wholeOrRange } from '../common/http/simple-rest';
import { ApiError, badRequest, conflict, notFound } from '../common/http/api-error';
import { DomainEvents } from '../common/events/domain-events';
import { PurchaseStatusChanged, RequestTermsChanged } from './purchase-request.events';
import { User } from '../users/entities/user.entity';
import { parseCartSnapshot, sameQuantities } from './cart-snapshot';
import type { CreatePurchaseRequestDto } from './dto/create-purchase-request.dto';
import type { PurchaseRequestEventResponse, PurchaseRequestResponse } from './dto/purchase-request.responses';
import { PURCHASE_REQUEST_EDITABLE_FIELDS, type UpdatePurchaseRequestDto } from './dto/update-purchase-request.dto';
import { assertSomethingToUpdate } from '../common/validation/editable-fields';
import { PurchaseRequestItem } from './entities/purchase-request-item.entity';
import { PurchaseRequest, type PurchaseRequestSource } from './entities/purchase-request.entity';
import { PurchaseRequestEventsService } from './purchase-request-events.service';
import { PaymentsLedgerService } from './payments-ledger.service';
import { listPurchaseRequests } from './purchase-request-list.query';
import { purchaseRequestEventResponse, purchaseRequestResponse } from './purchase-request.mapper';
import { PURCHASE_REQUEST_MESSAGES } from './purchase-requests.messages';
import { saleTaxColumns } from './sale-tax';
import { SettingsService } from '../settings/settings.service';
import { CompaniesService } from '../companies/companies.service';
import { assertMemberMay, type PurchaseScope } from '../companies/company-access';
import { Company } from '../companies/entities/company.entity';
import { snapshotPages } from '../common/csv/csv';
import { assertEchoesUnchanged } from '../common/http/representation';
import { RequestApprovalsService } from './request-approvals.service';

export const PURCHASE_REQUEST_LIST: ListSpec<
  'id' | 'createdAt' | 'status' | 'totalAmount' | 'adminAdjustedAmount' | 'customerName' | 'customerEmail'
> = {
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    status: 'status',
    totalAmount: 'totalCents',
    adminAdjustedAmount: 'adminAdjustedCents',
    customerName: 'customerName',
    customerEmail: 'customerEmail',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: ['status', 'userId', 'companyId', 'createdAt_gte', 'createdAt_lte', 'q'],
};

const ANSWER_POPULATE = ['user', 'items'] as const;

/** A product line about to be frozen into a request. */
interface Line {
  product: Product;
  quantity: number;
}

/** Fields an admin edits, each with the event its change appends. */
type EditableField = 'adminAdjustedCents' | 'adminNotes' | RequestReferenceKey;

/**
 * Purchase requests: creation by customers (from the cart or a product page), reading scoped to
 * the caller (admins see all), admin updates along the status table, and the audit timeline.
 * `lockForUpdate` and `setStatus` are the building blocks other modules (payments) reuse.
 */
@Injectable()
export class PurchaseRequestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cart: CartService,
    private readonly events: PurchaseRequestEventsService,
    private readonly domainEvents: DomainEvents,
    private readonly ledger: PaymentsLedgerService,
    private readonly settings: SettingsService,
    private readonly companies: CompaniesService,
    private readonly approvals: RequestApprovalsService,
  ) {}

  async list(user: User, query: ListQueryDto): Promise<Page<PurchaseRequestResponse>> {
    // Customers read their whole (bounded) list without paging parameters, as the storefront does.
    const paged = user.role === Role.Admin ? query : wholeOrRange(query);
    const { company } = await this.companies.scopeFor(user, 'purchases');
    return listPurchaseRequests(this.em.fork(), company ?? null, parseListQuery(paged, PURCHASE_REQUEST_LIST));
  }

  /** Every request with the admin list's filter and sort, page by page (the CSV export). */
  exportPages(query: ListQueryDto): AsyncGenerator<PurchaseRequestResponse[]> {
    const list = parseListQuery({ sort: query.sort, filter: query.filter }, PURCHASE_REQUEST_LIST);
    return snapshotPages(
      this.em,
      async (em, offset, limit) => (await listPurchaseRequests(em, null, { ...list, offset, limit }, { counted: false })).items,
    );
  }

  async get(user: User, id: number): Promise<PurchaseRequestResponse> {
    const em = this.em.fork();
    return this.answer(em, await this.find(em, await this.companies.scopeFor(user, 'purchases'), id));
  }

  async timeline(user: User, id: number): Promise<PurchaseRequestEventResponse[]> {
    const em = this.em.fork();
    await this.find(em, await this.companies.scopeFor(user, 'purchases'), id);
    return (await this.events.timeline(em, id)).map((event) => purchaseRequestEventResponse(event, user));
  }

  /**
   * Creates a submitted request priced from the catalogue. From the cart, the request is the
   * customer's server-side cart, which the sent `products` must match, and the cart is emptied
   * in the same transaction. A repeated Idempotency-Key with the same body answers the first
   * request; with another body (compared by the SHA-256 of its canonical JSON, kept with the key)
   * it is a 422, as Stripe does.
   */
  async create(customer: User, dto: CreatePurchaseRequestDto, idempotencyKey?: string): Promise<PurchaseRequestResponse> {
    const source = this.sourceOf(dto);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
    const idempotencyHash = idempotencyKey === undefined ? null : createHash('sha256').update(canonicalJson(dto)).digest('hex');
    // The company is settled first: a new customer's is made in a transaction of its own.
    const membership = await this.companies.membershipOf(this.em.fork(), customer);
    assertMemberMay(membership, 'requests');
    const { company } = membership;
    if (company.poNumberRequired && !requestReferencesOf(dto).poNumber) {
      throw badRequest(APPROVAL_MESSAGES.poNumberRequired, { type: 'po_number_required' });
    }
    const answer = await this.em.fork().transactional(async (em) => {
      // One submit at a time per customer: a retry waits here, then finds the first request.
      const user = await em.findOneOrFail(User, customer.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (idempotencyKey !== undefined) {
        const first = await em.findOne(PurchaseRequest, { user, idempotencyKey }, { populate: ANSWER_POPULATE });
        // A key stored before its hash was kept (null) cannot be compared: it answers its request.
        if (first && first.idempotencyHash !== null && first.idempotencyHash !== idempotencyHash) {
          throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, IDEMPOTENCY_MESSAGES.reused);
        }
        if (first) return this.answer(em, first);
      }
      const lines =
        source === 'cart'
          ? await this.cartLines(em, user.id, dto.products!)
          : [{ product: await findOrderableProduct(em, dto.productName!, true), quantity: dto.quantity! }];
      const request = this.build(em, user, source, lines, source === 'product' ? (dto.productType ?? null) : null, {
        idempotencyKey: idempotencyKey ?? null,
        idempotencyHash,
      });
      request.customerNotes = dto.customerNotes || null;
      Object.assign(request, requestReferencesOf(dto));
      request.company = em.getReference(Company, company.id);
      const { taxSettings } = await this.settings.current();
      Object.assign(request, saleTaxColumns(taxSettings, user, isoDay(new Date())));
      await em.flush();
      this.events.append(em, request, user, 'created', null, { status: request.status, totalCents: request.totalCents, source });
      if (source === 'cart') await this.cart.clear(em, user.id);
      await this.approvals.submitted(em, request, user, company);
      await em.flush();
      return this.answer(em, request);
    });
    return answer;
  }

  /**
   * An admin's edit: status along the table, notes, adjusted amount; one event per change. A new
   * status or amount is raised as RequestTermsChanged in the same transaction (the payments module
   * cancels the open card intents the request no longer accepts; its calls to Stripe wait for the
   * commit, and the answer for them).
   */
  async update(admin: User, id: number, dto: UpdatePurchaseRequestDto): Promise<PurchaseRequestResponse> {
    return this.em.fork().transactional(async (em) => {
      const request = await this.lockForUpdate(em, id);
      await assertEchoesUnchanged(dto, () => this.answer(em, request));
      assertSomethingToUpdate(dto, PURCHASE_REQUEST_EDITABLE_FIELDS);
      const terms = { status: request.status, adminAdjustedCents: request.adminAdjustedCents, amountDueCents: requestAmountDue(request) };
      if (dto.status !== undefined && dto.status !== request.status) {
        assertAdminTransition(request.status, dto.status);
        // Held by the customer's company (waiting for its approver, or declined there): it can only be denied.
        if (approvalHolds(request.approvalState) && dto.status !== 'denied')
          throw conflict(APPROVAL_MESSAGES.held, { type: 'approval_held' });
        await this.setStatus(em, request, dto.status, admin);
      }
      if (dto.adminAdjustedAmount !== undefined) {
        this.edit(
          em,
          request,
          admin,
          'amount_adjusted',
          'adminAdjustedCents',
          dto.adminAdjustedAmount === null ? null : dollarsToCents(dto.adminAdjustedAmount),
        );
      }
      if (dto.adminNotes !== undefined) this.edit(em, request, admin, 'notes_changed', 'adminNotes', dto.adminNotes || null);
      const references = requestReferencesOf(dto);
      for (const key of REQUEST_REFERENCE_KEYS) {
        if (dto[key] !== undefined) this.edit(em, request, admin, 'reference_changed', key, references[key]);
      }
      await em.flush();
      const changed = request.status !== terms.status || request.adminAdjustedCents !== terms.adminAdjustedCents;
      const amountChanged = request.adminAdjustedCents !== terms.adminAdjustedCents;
      if (amountChanged) await this.approvals.amountChanged(em, request, admin, terms.amountDueCents);
      if (changed) await this.domainEvents.raise(em, new RequestTermsChanged(request, admin, amountChanged));
      await em.flush();
      return this.answer(em, request);
    });
  }

  /** The answer of one request, with its payment figures read in the same transaction. */
  private async answer(em: EntityManager, request: PurchaseRequest): Promise<PurchaseRequestResponse> {
    return purchaseRequestResponse(request, await this.ledger.summary(em, request.id));
  }

  /**
   * `SELECT ... FOR UPDATE` of one request (with its customer and items) inside the caller's
   * transaction; 404 when missing or outside `scope` (another company's).
   */
  async lockForUpdate(em: EntityManager, id: number, scope: PurchaseScope = {}): Promise<PurchaseRequest> {
    const request = await em.findOne(PurchaseRequest, { id, ...scope }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) throw notFound(PURCHASE_REQUEST_MESSAGES.notFound);
    await em.populate(request, ANSWER_POPULATE);
    return request;
  }

  /**
   * Moves a locked request to `to` with its event and the customer's e-mail, without consulting
   * the table: callers decide (admin edits check it; a recorded payment sets `paid`).
   */
  async setStatus(em: EntityManager, request: PurchaseRequest, to: PurchaseRequestStatus, actor: User | null): Promise<void> {
    const from = request.status;
    if (from === to) return;
    request.status = to;
    this.events.append(em, request, actor, 'status_changed', { status: from }, { status: to });
    await this.domainEvents.raise(em, new PurchaseStatusChanged(request, from, to));
  }

  private edit(
    em: EntityManager,
    request: PurchaseRequest,
    actor: User,
    type: RequestEventType,
    field: EditableField,
    value: number | string | null,
  ): void {
    const before = request[field];
    if (before === value) return;
    (request as Record<EditableField, unknown>)[field] = value;
    this.events.append(em, request, actor, type, { [field]: before }, { [field]: value });
  }

  private sourceOf(dto: CreatePurchaseRequestDto): PurchaseRequestSource {
    const fromCart = dto.products !== undefined;
    const fromProduct = dto.productName !== undefined || dto.quantity !== undefined || dto.productType !== undefined;
    if (fromCart === fromProduct || (fromProduct && (dto.productName === undefined || dto.quantity === undefined))) {
      throw badRequest(PURCHASE_REQUEST_MESSAGES.oneShape);
    }
    return fromCart ? 'cart' : 'product';
  }

  /** The locked cart lines, which must be what the client showed and all still orderable. */
  private async cartLines(em: EntityManager, userId: number, productsText: string): Promise<Line[]> {
    const sent = parseCartSnapshot(productsText);
    const items = await this.cart.lines(em, userId, true);
    if (!items.length) throw badRequest(PURCHASE_REQUEST_MESSAGES.emptyCart);
    if (!sameQuantities(sent, new Map(items.map((item) => [item.product.name, item.quantity]))))
      throw conflict(PURCHASE_REQUEST_MESSAGES.cartChanged);
    const unavailable = items.find((item) => !isOrderable(item.product, false));
    if (unavailable) throw badRequest(PURCHASE_REQUEST_MESSAGES.unavailable(unavailable.product.name));
    return items.map(({ product, quantity }) => ({ product, quantity }));
  }

  private build(
    em: EntityManager,
    user: User,
    source: PurchaseRequestSource,
    lines: Line[],
    productType: string | null,
    idempotency: Pick<PurchaseRequest, 'idempotencyKey' | 'idempotencyHash'>,
  ): PurchaseRequest {
    const priced = lines.map(({ product, quantity }) => ({
      product,
      quantity,
      quoteRequired: isQuoteOnly(product),
      setupCents: product.setupCents ?? 0,
      monthlyCents: product.monthlyCents ?? 0,
    }));
    const totals = orderTotals(priced);
    const request = em.create(PurchaseRequest, { user, source, ...totals, productType, ...idempotency });
    for (const line of priced) {
      request.items.add(
        em.create(PurchaseRequestItem, {
          request,
          product: line.product,
          productName: line.product.name,
          armName: line.product.arm.name,
          quantity: line.quantity,
          unitSetupCents: line.setupCents,
          unitMonthlyCents: line.monthlyCents,
          quoteRequired: line.quoteRequired,
        }),
      );
    }
    return request;
  }

  /** One request within `scope` (another company's is a 404, enforced in the query). */
  private async find(em: EntityManager, scope: PurchaseScope, id: number): Promise<PurchaseRequest> {
    const request = await em.findOne(PurchaseRequest, { id, ...scope }, { populate: ANSWER_POPULATE });
    if (!request) throw notFound(PURCHASE_REQUEST_MESSAGES.notFound);
    return request;
  }
}

/** 409 naming the allowed next statuses when the table (or the paid-by-payment rule) forbids `to`. */
function assertAdminTransition(from: PurchaseRequestStatus, to: PurchaseRequestStatus): void {
  const allowed = allowedNextStatuses(from);
  if (STATUSES_REACHED_ONLY_BY_PAYMENT.includes(to))
    throw conflict(PURCHASE_REQUEST_MESSAGES.paidByPaymentOnly(allowed), { allowedStatuses: allowed });
  if (!canTransition(from, to))
    throw conflict(PURCHASE_REQUEST_MESSAGES.forbiddenTransition(from, to, allowed), { allowedStatuses: allowed });
}
