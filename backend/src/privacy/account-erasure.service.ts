import { LockMode, UnderscoreNamingStrategy } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { erasedCustomerEmail, erasedCustomerName, ERASURE_REFUSALS, fullName, Role, TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { AuditLog } from '../audit/audit-log.service';
import type { SessionHolder } from '../auth/current-session.decorator';
import { Reauthentication } from '../auth/reauthentication.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { DomainEvents } from '../common/events/domain-events';
import { leaveCompanyOnErasure } from '../companies/company-erasure';
import { ApiError, badRequest, notFound } from '../common/http/api-error';
import { StripeGateway } from '../payments/stripe-gateway';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { User } from '../users/entities/user.entity';
import { erasedColumns } from './erasure-columns';
import { PRIVACY_MESSAGES } from './privacy.messages';

/** The request's columns erasure empties (erasure-columns.ts). */
const ERASED_REQUEST_COLUMNS = erasedColumns('purchase_requests');
/** The same as the properties the timeline's entries name (by the ORM's naming strategy), as an SQL array of text. */
const ERASED_REQUEST_PROPERTIES = `array[${ERASED_REQUEST_COLUMNS.map((column) => `'${new UnderscoreNamingStrategy().columnNameToProperty(column)}'`).join(', ')}]::text[]`;

/** Request statuses that are over: a request in any other is still in progress. */
const CLOSED_REQUEST_STATUSES = ['completed', 'denied'];
/** Plan statuses that still bill. */
const BILLING_PLAN_STATUSES = ['active', 'past_due', 'paused'];

/**
 * Erasing an account (GDPR art. 17), by its holder (password and second factor again) or by an
 * admin (their own password again; audited). Refused with the reason while something is still
 * under way: a request in progress, a payment being processed or under review or a balance due,
 * a billing plan. Everything that identifies the customer is replaced or emptied in one
 * transaction: the account (named "Erased customer #id", an address that gets no mail, no
 * password, Google link or second factor: every session ends on every instance), their cart,
 * sign-in history, codes, copies of their data, demo requests, the notes they wrote on requests
 * and the e-mails' record. Requests, payments, plans and documents stay (the stored PDFs as
 * issued) for the retention period. Their Stripe Customers are deleted at Stripe after the commit,
 * and by the follow-up job for any that fail (ErasureFollowUp). What it does with each column of
 * the customer's tables is decided in `erasure-columns.ts`.
 */
@Injectable()
export class AccountErasureService {
  private readonly logger = new Logger('Erasure');

  constructor(
    private readonly em: EntityManager,
    private readonly reauthentication: Reauthentication,
    private readonly twoFactor: TwoFactorService,
    private readonly ledger: PaymentsLedgerService,
    private readonly stripe: StripeGateway,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
  ) {}

  /** The account's holder erases it: the password (or a fresh sign-in for Google) and, when on, a code from the app. */
  async eraseOwn(user: User, holder: SessionHolder, currentPassword: string | undefined, code: string | undefined): Promise<void> {
    const twoFactorOn = await this.twoFactor.isEnabled(user.id);
    if (twoFactorOn && !code) throw badRequest(TWO_FACTOR_MESSAGES.codeNeeded, { type: 'code_required' });
    await this.reauthentication.confirm(
      user,
      { ...holder, currentPassword },
      twoFactorOn
        ? async () => {
            if (!(await this.twoFactor.verify(user.id, code!))) throw badRequest(TWO_FACTOR_MESSAGES.invalidCode);
          }
        : undefined,
    );
    await this.erase(user.id, null);
  }

  /** An admin erases a customer's account (a request by post or e-mail), their own password again. */
  async eraseFor(admin: User, holder: SessionHolder, currentPassword: string | undefined, userId: number): Promise<void> {
    await this.reauthentication.confirm(admin, { ...holder, currentPassword });
    await this.erase(userId, admin);
  }

  private async erase(userId: number, admin: User | null): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user || user.erasedAt) throw notFound(PRIVACY_MESSAGES.userNotFound);
      if (user.role === Role.Admin) throw new ApiError(HttpStatus.CONFLICT, PRIVACY_MESSAGES.adminNotErased, { type: 'admin_account' });
      const refusal = await this.refusal(em, user.id);
      if (refusal) throw new ApiError(HttpStatus.CONFLICT, ERASURE_REFUSALS[refusal], { type: refusal });
      // Before the anonymising below, which takes the erased holder's address out of what this records too.
      await leaveCompanyOnErasure(em, this.audit, user, admin ?? user);
      await this.anonymise(em, user);
      if (admin) this.audit.record(em, { actor: admin, action: 'user.erased', subjectType: 'user', subjectId: user.id });
      this.events.afterCommit(em, () => this.deleteStripeCustomers(user.id), { wait: false });
    });
    this.logger.log(`Account ${userId} erased${admin ? ` by admin ${admin.id}` : ' by its holder'}`);
  }

  /** Why the account cannot be erased now, or null. */
  private async refusal(em: EntityManager, userId: number): Promise<keyof typeof ERASURE_REFUSALS | null> {
    const requests = await em.execute<{ id: number; status: string }[]>('select id, status from purchase_requests where user_id = ?', [
      userId,
    ]);
    if (requests.some((request) => !CLOSED_REQUEST_STATUSES.includes(request.status))) return 'openRequest';
    const [unsettled] = await em.execute<{ count: number }[]>(
      `select count(*)::int as count from payments p join purchase_requests r on r.id = p.request_id
       where r.user_id = ? and p.status in ('pending', 'needs_review')`,
      [userId],
    );
    if (unsettled!.count > 0) return 'unsettledPayment';
    const completed = requests.filter((request) => request.status === 'completed').map((request) => request.id);
    const summaries = await this.ledger.summaries(em, completed);
    if ([...summaries.values()].some((summary) => summary.balanceDueCents > 0)) return 'unsettledPayment';
    const [billing] = await em.execute<{ count: number }[]>(
      'select count(*)::int as count from plans where user_id = ? and status in (?, ?, ?)',
      [userId, ...BILLING_PLAN_STATUSES],
    );
    return billing!.count > 0 ? 'activePlan' : null;
  }

  private async anonymise(em: EntityManager, user: User): Promise<void> {
    const email = user.email;
    const erasedEmail = erasedCustomerEmail(user.id);
    const erasedName = fullName(erasedCustomerName(user.id));
    Object.assign(user, {
      ...erasedCustomerName(user.id),
      email: erasedEmail,
      company: null,
      phone: null,
      industry: null,
      companySize: null,
      currentTools: null,
      profilePicture: null,
      billingCountry: null,
      billingRegion: null,
      taxId: null,
      passwordHash: null,
      googleId: null,
      emailVerified: false,
      isActive: false,
      // Every session of the account ends, on every instance (each request reads the account).
      tokenVersion: user.tokenVersion + 1,
      erasedAt: new Date(),
    });
    await em.flush();
    for (const [sql, params] of [
      ['delete from two_factor_credentials where user_id = ?', [user.id]],
      ['delete from recovery_codes where user_id = ?', [user.id]],
      ['delete from google_handoffs where user_id = ?', [user.id]],
      ['delete from cart_items where user_id = ?', [user.id]],
      ['delete from data_exports where user_id = ?', [user.id]],
      ['delete from idempotent_requests where caller = ?', [`user:${user.id}`]],
      ['delete from email_codes where lower(email) = lower(?)', [email]],
      ['delete from company_invitations where email = lower(?)', [email]],
      // What their company's members did is kept (who changed what, when), without their address.
      [
        `update audit_entries set actor_email = case when actor_id = ? then ? else actor_email end,
           details = case when lower(details->>'email') = lower(?) then jsonb_set(details, '{email}', to_jsonb(?::text)) else details end
         where subject_type = 'company' and (actor_id = ? or lower(details->>'email') = lower(?))`,
        [user.id, erasedEmail, email, erasedEmail, user.id, email],
      ],
      ['delete from known_login_addresses where lower(email) = lower(?)', [email]],
      ['delete from login_failures where lower(email) = lower(?)', [email]],
      [
        `update demo_submissions set name = ?, email = ?, company = '', problem_area = null, budget = null, meeting_time = null,
           details = null, message = null, updated_at = now() where lower(email) = lower(?)`,
        [erasedName, erasedEmail, email],
      ],
      [
        `update purchase_requests set ${ERASED_REQUEST_COLUMNS.map((column) => `${column} = null`).join(', ')} where user_id = ?`,
        [user.id],
      ],
      // The timeline's copies of them too (its entries name the request's properties).
      [
        `update purchase_request_events e set "before" = e."before" - ${ERASED_REQUEST_PROPERTIES}, "after" = e."after" - ${ERASED_REQUEST_PROPERTIES}
         from purchase_requests r where r.id = e.request_id and r.user_id = ?`,
        [user.id],
      ],
      // A company of theirs alone may be named after them (startingCompanyName): it takes their erased name.
      [
        `update companies c set name = ? from company_members m
         where m.company_id = c.id and m.user_id = ? and (select count(*) from company_members o where o.company_id = c.id) = 1`,
        [erasedName, user.id],
      ],
      // Mail not sent yet is not sent at all.
      [
        `update outbox_messages set "to" = ?, text = '', html = '', attachments = '[]',
           status = case when status = 'pending' then 'failed' else status end,
           last_error = case when status = 'pending' then 'The account was erased' else last_error end
         where lower("to") = lower(?)`,
        [erasedEmail, email],
      ],
    ] as const) {
      await em.execute(sql, [...params]);
    }
  }

  /**
   * The account's Stripe Customers, deleted at Stripe (its saved cards with them), then here. One
   * Stripe refuses stays listed for the follow-up job; one Stripe no longer has is gone already.
   */
  async deleteStripeCustomers(userId: number): Promise<void> {
    const em = this.em.fork();
    const customers = await em.execute<{ id: string }[]>('select stripe_customer_id as id from stripe_customers where user_id = ?', [
      userId,
    ]);
    for (const { id } of customers) {
      try {
        if (this.stripe.enabled) await this.stripe.deleteCustomer(id);
        await em.execute('delete from stripe_customers where stripe_customer_id = ?', [id]);
      } catch (error) {
        this.logger.warn(
          `Stripe Customer ${id} of erased account ${userId} not deleted yet (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    }
  }
}
