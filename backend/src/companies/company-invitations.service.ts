import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  COMPANY_INVITATION_PATH,
  COMPANY_INVITATION_VALID_DAYS,
  COMPANY_MESSAGES,
  COMPANY_PENDING_INVITATIONS_MAX,
  COMPANY_ROLE_LABELS,
  companyRolesGrantableBy,
} from '@voosh/shared';
import { AuditLog } from '../audit/audit-log.service';
import { DomainEvents } from '../common/events/domain-events';
import { ApiError, conflict, notFound } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { companyInvitationMail } from '../mail/templates';
import type { User } from '../users/entities/user.entity';
import { normalizeEmail } from '../users/users.service';
import { CompaniesService } from './companies.service';
import { assertMemberMay, lockCompanies, ownersOnly } from './company-access';
import { companyInvitationResponse, invitationPreviewResponse, inviterName } from './company-invitation.mapper';
import { lastOwner, ownerMayGo } from './company-members.service';
import { CompanyMemberJoined } from './company.events';
import type { CompanyResponse } from './dto/company.response';
import type { CompanyInvitationResponse, InvitationPreviewResponse } from './dto/company-invitation.response';
import type { InviteMemberDto } from './dto/invite-member.dto';
import { CompanyInvitation } from './entities/company-invitation.entity';
import { CompanyMember } from './entities/company-member.entity';
import { InvitationTokens } from './invitation-token';

/** An invitation that can still be accepted. */
const PENDING = () => ({ acceptedAt: null, withdrawnAt: null, expiresAt: { $gt: new Date() } });

const invitationGone = () => notFound(COMPANY_MESSAGES.invitationGone);

/**
 * Invitations to join a company. Owners and admins invite by e-mail, in a role they may give; the
 * link is e-mailed, kept only as a hash, works once for COMPANY_INVITATION_VALID_DAYS days and only
 * for the invited address's account (a new person signs up with the e-mailed code first). Joining
 * leaves the company the person was in (its requests stay with it), never its last owner's place.
 */
@Injectable()
export class CompanyInvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly companies: CompaniesService,
    private readonly tokens: InvitationTokens,
    private readonly mail: MailService,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's company's invitations still waiting (staff: company `companyId`'s), newest first. */
  async pending(actor: User, companyId?: number): Promise<CompanyInvitationResponse[]> {
    const em = this.em.fork();
    const me = await this.companies.actorIn(em, actor, companyId);
    assertMemberMay(me, 'members');
    const invitations = await em.find(
      CompanyInvitation,
      { company: me.company, ...PENDING() },
      { populate: ['invitedBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return invitations.map(companyInvitationResponse);
  }

  /** Invites `email` in `role` (staff: to company `companyId`, acting for it); an invitation still waiting for the same address is replaced. */
  async invite(actor: User, { email, role }: InviteMemberDto, companyId?: number): Promise<CompanyInvitationResponse> {
    const address = normalizeEmail(email);
    const invitation = await this.companies.inLockedCompany(
      actor,
      async (tx, me) => {
        assertMemberMay(me, 'members');
        if (!companyRolesGrantableBy(me.role).includes(role)) throw ownersOnly();
        if (await tx.count(CompanyMember, { company: me.company, user: { email: address } })) {
          throw conflict(COMPANY_MESSAGES.alreadyMember, { type: 'already_member' });
        }
        await tx.nativeUpdate(CompanyInvitation, { company: me.company, email: address, ...PENDING() }, { withdrawnAt: new Date() });
        if ((await tx.count(CompanyInvitation, { company: me.company, ...PENDING() })) >= COMPANY_PENDING_INVITATIONS_MAX) {
          throw conflict(COMPANY_MESSAGES.tooManyInvitations, { type: 'too_many_invitations' });
        }
        const { token, tokenHash } = this.tokens.draw();
        const made = tx.create(CompanyInvitation, {
          company: me.company,
          email: address,
          role,
          tokenHash,
          invitedBy: me.user,
          expiresAt: addDays(new Date(Date.now()), COMPANY_INVITATION_VALID_DAYS),
        });
        const link = `${this.config.appUrl}${COMPANY_INVITATION_PATH}#${token}`;
        await this.mail.enqueue(
          tx,
          companyInvitationMail(address, { company: me.company.name, inviter: inviterName(made), role: COMPANY_ROLE_LABELS[role], link }),
        );
        await tx.flush();
        this.audit.record(tx, {
          actor,
          action: 'company.member_invited',
          subjectType: 'company',
          subjectId: me.company.id,
          details: { invitationId: made.id, email: address, role },
        });
        return made;
      },
      companyId,
    );
    return companyInvitationResponse(invitation);
  }

  /** Withdraws a waiting invitation of the caller's company (staff: of company `companyId`); another company's is a 404. */
  async withdraw(actor: User, id: number, companyId?: number): Promise<void> {
    const em = this.em.fork();
    const me = await this.companies.actorIn(em, actor, companyId);
    assertMemberMay(me, 'members');
    await em.transactional(async (tx) => {
      const invitation = await tx.findOne(
        CompanyInvitation,
        { id, company: me.company, ...PENDING() },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation) throw notFound(COMPANY_MESSAGES.invitationNotFound);
      invitation.withdrawnAt = new Date();
      this.audit.record(tx, {
        actor,
        action: 'company.invitation_withdrawn',
        subjectType: 'company',
        subjectId: me.company.id,
        details: { invitationId: id, email: invitation.email, role: invitation.role },
      });
    });
  }

  /** What a waiting invitation's link offers (a used, withdrawn, expired or unknown link is a 404). */
  async preview(token: string): Promise<InvitationPreviewResponse> {
    const invitation = await this.em
      .fork()
      .findOne(CompanyInvitation, { tokenHash: this.tokens.hash(token), ...PENDING() }, { populate: ['company', 'invitedBy'] });
    if (!invitation) throw invitationGone();
    return invitationPreviewResponse(invitation);
  }

  /** The signed-in customer joins the inviting company in the invited role, once. */
  async accept(customer: User, token: string): Promise<CompanyResponse> {
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      const invitation = await tx.findOne(
        CompanyInvitation,
        { tokenHash: this.tokens.hash(token), ...PENDING() },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation) throw invitationGone();
      if (invitation.email !== normalizeEmail(customer.email)) {
        throw new ApiError(HttpStatus.FORBIDDEN, COMPANY_MESSAGES.invitationForAnother, { type: 'invitation_for_another' });
      }
      const current = await tx.findOne(CompanyMember, { user: customer.id }, { populate: ['company'] });
      await lockCompanies(tx, [invitation.company.id, ...(current ? [current.company.id] : [])]);
      if (current) await this.leaveForInvitation(tx, current, invitation);
      const member = tx.create(CompanyMember, { company: invitation.company, user: customer, role: invitation.role });
      invitation.acceptedAt = new Date();
      await tx.flush();
      await tx.populate(member, ['company', 'user']);
      this.audit.record(tx, {
        actor: customer,
        action: 'company.member_joined',
        subjectType: 'company',
        subjectId: invitation.company.id,
        details: { invitationId: invitation.id, email: invitation.email, role: invitation.role },
      });
      await this.events.raise(tx, new CompanyMemberJoined(member));
    });
    return this.companies.mine(customer);
  }

  /**
   * `current` leaves their company to accept `invitation`: refused when already a member of the
   * inviting company, or when they are the last owner of a company others remain in. A company left
   * empty with no requests goes; one with requests stays, for the vendor's records.
   */
  private async leaveForInvitation(tx: EntityManager, current: CompanyMember, invitation: CompanyInvitation): Promise<void> {
    if (current.company.id === invitation.company.id) throw conflict(COMPANY_MESSAGES.alreadyMember, { type: 'already_member' });
    if (current.role === 'owner' && !(await ownerMayGo(tx, current))) throw lastOwner();
    const left = current.company.id;
    tx.remove(current);
    await tx.flush();
    await tx.execute(
      `delete from companies c where c.id = ?
         and not exists (select 1 from company_members m where m.company_id = c.id)
         and not exists (select 1 from purchase_requests r where r.company_id = c.id)`,
      [left],
    );
  }
}
