import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { APPROVAL_MESSAGES, approvalNeeded, requestAmountDue } from '@voosh/shared';
import { DomainEvents } from '../common/events/domain-events';
import { ApiError, conflict, notFound } from '../common/http/api-error';
import { CompaniesService } from '../companies/companies.service';
import { Company } from '../companies/entities/company.entity';
import type { User } from '../users/entities/user.entity';
import type { ApprovalDecisionDto } from './dto/approval-decision.dto';
import type { PurchaseRequestResponse } from './dto/purchase-request.responses';
import { PurchaseRequest } from './entities/purchase-request.entity';
import { PaymentsLedgerService } from './payments-ledger.service';
import { ApprovalDecided, ApprovalRequested, PurchaseRequested } from './purchase-request.events';
import { PurchaseRequestEventsService } from './purchase-request-events.service';
import { PURCHASE_REQUEST_MESSAGES } from './purchase-requests.messages';
import { purchaseRequestResponse } from './purchase-request.mapper';

/**
 * Approvals inside the buyer's company (approvals.ts). A request whose amount due is above its
 * company's approval amount waits for an approver before it reaches the vendor (PurchaseRequested:
 * its quote, the admins' alert, the webhook); an approver other than its buyer approves or
 * declines it with a note; raised by the vendor above what was approved (or, never approved, above
 * what was placed), it waits again. While it waits, or once declined, it takes no payment and the
 * vendor can only deny it. Each step is on the request's timeline.
 */
@Injectable()
export class RequestApprovalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly companies: CompaniesService,
    private readonly ledger: PaymentsLedgerService,
    private readonly timeline: PurchaseRequestEventsService,
    private readonly events: DomainEvents,
  ) {}

  /** A request just submitted (flushed, in its transaction): it waits for an approver, or reaches the vendor now. */
  async submitted(em: EntityManager, request: PurchaseRequest, buyer: User, company: Company): Promise<void> {
    const amountDueCents = requestAmountDue(request);
    if (!approvalNeeded(amountDueCents, company.approvalThresholdCents, null)) {
      await this.events.raise(em, new PurchaseRequested(request, buyer));
      return;
    }
    request.approvalState = 'waiting';
    this.timeline.append(em, request, buyer, 'approval_requested', null, {
      amountDueCents,
      approvalThresholdCents: company.approvalThresholdCents,
    });
    await this.events.raise(em, new ApprovalRequested(request));
  }

  /**
   * The vendor changed the request's amount due from `previousDueCents` (locked, in its
   * transaction): above what the company approved (or placed, when no approval was needed) and its
   * approval amount, it waits for an approver again; brought back to what was approved, it no longer does.
   */
  async amountChanged(em: EntityManager, request: PurchaseRequest, admin: User, previousDueCents: number): Promise<void> {
    if (!request.company) return;
    const company = await em.findOneOrFail(Company, request.company.id);
    const amountDueCents = requestAmountDue(request);
    const accepted = request.approvedCents ?? (request.approvalState === 'not_needed' ? previousDueCents : null);
    const needed = approvalNeeded(amountDueCents, company.approvalThresholdCents, accepted);
    if (needed && request.approvalState !== 'waiting') {
      request.approvedCents = accepted;
      request.approvalState = 'waiting';
      this.timeline.append(em, request, admin, 'approval_requested', null, { amountDueCents, approvedCents: accepted });
      await this.events.raise(em, new ApprovalRequested(request));
    } else if (!needed && request.approvalState === 'waiting' && request.approvedCents !== null) {
      request.approvalState = 'approved';
    }
  }

  /** An approver of the request's company approves or declines it (never their own; only while it waits). */
  async decide(approver: User, id: number, { decision, note }: ApprovalDecisionDto): Promise<PurchaseRequestResponse> {
    const scope = await this.companies.scopeFor(approver, 'approvals');
    return this.em.fork().transactional(async (em) => {
      const request = await em.findOne(
        PurchaseRequest,
        { id, ...scope },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user', 'items', 'company'] },
      );
      if (!request) throw notFound(PURCHASE_REQUEST_MESSAGES.notFound);
      if (request.approvalState !== 'waiting') throw conflict(APPROVAL_MESSAGES.notWaiting, { type: 'not_waiting' });
      if (request.user.id === approver.id) throw new ApiError(HttpStatus.FORBIDDEN, APPROVAL_MESSAGES.ownRequest, { type: 'own_request' });
      const said = note?.trim() || null;
      // Approved or placed at some amount before: it has reached the vendor already.
      const reachedVendor = request.approvedCents !== null;
      const amountDueCents = requestAmountDue(request);
      if (decision === 'approve') {
        request.approvalState = 'approved';
        request.approvedCents = amountDueCents;
        this.timeline.append(em, request, approver, 'approval_given', { approvalState: 'waiting' }, { amountDueCents, note: said });
      } else {
        request.approvalState = 'declined';
        this.timeline.append(em, request, approver, 'approval_declined', { approvalState: 'waiting' }, { amountDueCents, note: said });
      }
      await em.flush();
      await this.events.raise(em, new ApprovalDecided(request, approver, decision, said));
      if (decision === 'approve' && !reachedVendor) await this.events.raise(em, new PurchaseRequested(request, request.user));
      await em.flush();
      return purchaseRequestResponse(request, await this.ledger.summary(em, request.id));
    });
  }
}
