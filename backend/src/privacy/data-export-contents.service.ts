import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DATA_EXPORT_FILES, DATA_EXPORT_VALID_DAYS, BRAND } from '@voosh/shared';
import { KnownLoginAddress } from '../auth/entities/known-login-address.entity';
import { LoginFailure } from '../auth/entities/login-failure.entity';
import { TwoFactorCredential } from '../auth/entities/two-factor-credential.entity';
import { CartService } from '../cart/cart.service';
import { DemoSubmission } from '../demo/entities/demo-submission.entity';
import { renderDocumentPdf } from '../documents/document-pdf';
import { BusinessDocument } from '../documents/entities/business-document.entity';
import { OutboxMessage } from '../mail/entities/outbox-message.entity';
import { Payment } from '../payments/entities/payment.entity';
import { PaymentRefund } from '../payments/entities/payment-refund.entity';
import { paymentResponse } from '../payments/payment.mapper';
import { PlanChargeRefund } from '../plans/entities/plan-charge-refund.entity';
import { PlanCharge } from '../plans/entities/plan-charge.entity';
import { Plan } from '../plans/entities/plan.entity';
import { planResponse } from '../plans/plan.mapper';
import { profileResponse } from '../profile/profile.mapper';
import { PurchaseRequestEvent } from '../purchase-requests/entities/purchase-request-event.entity';
import { PurchaseRequest } from '../purchase-requests/entities/purchase-request.entity';
import { PaymentsLedgerService } from '../purchase-requests/payments-ledger.service';
import { purchaseRequestEventResponse, purchaseRequestResponse } from '../purchase-requests/purchase-request.mapper';
import type { User } from '../users/entities/user.entity';

/** A file of the ZIP: its path in it and its bytes. */
export type ExportFiles = Map<string, Uint8Array>;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * What a data export holds: everything kept about a customer, each kind as the API answers the
 * customer (their requests, payments and plans as their own pages show them: staff changes are
 * the team's), plus what the pages do not show (sign-in history, e-mails sent), and the PDFs of
 * their documents as issued. Never a secret: no password hash, second-factor secret or token.
 */
@Injectable()
export class DataExportContentsService {
  constructor(
    private readonly cart: CartService,
    private readonly ledger: PaymentsLedgerService,
  ) {}

  async filesOf(em: EntityManager, user: User): Promise<ExportFiles> {
    const requests = await em.find(PurchaseRequest, { user: user.id }, { populate: ['user', 'items'], orderBy: { id: 'asc' } });
    const requestIds = requests.map((request) => request.id);
    const files: ExportFiles = new Map();
    files.set('README.txt', new TextEncoder().encode(readme(user)));
    files.set('account.json', json(await this.account(em, user)));
    files.set('profile.json', json(profileResponse(user)));
    files.set('cart.json', json(await this.cart.list(user.id)));
    files.set('purchase-requests.json', json(await this.purchaseRequests(em, user, requests)));
    files.set('payments.json', json(await this.payments(em, requestIds)));
    files.set('plans.json', json(await this.plans(em, user)));
    files.set('demo-requests.json', json(await this.demoRequests(em, user)));
    files.set('sign-in-history.json', json(await this.signIns(em, user)));
    files.set('emails.json', json(await this.emails(em, user)));
    for (const document of await em.find(
      BusinessDocument,
      { request: { $in: requestIds } },
      { populate: ['pdf'], orderBy: { id: 'asc' } },
    )) {
      files.set(`documents/${document.number}.pdf`, document.pdf ?? (await renderDocumentPdf(document.content)));
    }
    return files;
  }

  private async account(em: EntityManager, user: User) {
    const twoFactor = await em.findOne(TwoFactorCredential, { user: user.id, enabledAt: { $ne: null } });
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      active: user.isActive,
      signsInWithPassword: Boolean(user.passwordHash),
      linkedToGoogle: Boolean(user.googleId),
      twoFactorSince: iso(twoFactor?.enabledAt),
      policiesAccepted: user.termsVersion ? { version: user.termsVersion, at: iso(user.termsAcceptedAt) } : null,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    };
  }

  private async purchaseRequests(em: EntityManager, user: User, requests: readonly PurchaseRequest[]) {
    const summaries = await this.ledger.summaries(
      em,
      requests.map((request) => request.id),
    );
    const events = await em.find(
      PurchaseRequestEvent,
      { request: { $in: requests.map((request) => request.id) } },
      { orderBy: { id: 'asc' } },
    );
    return requests.map((request) => ({
      ...purchaseRequestResponse(request, summaries.get(request.id)!),
      history: events.filter((event) => event.request.id === request.id).map((event) => purchaseRequestEventResponse(event, user)),
    }));
  }

  private async payments(em: EntityManager, requestIds: readonly number[]) {
    const payments = await em.find(Payment, { request: { $in: requestIds } }, { orderBy: { id: 'asc' } });
    const refunds = await em.find(PaymentRefund, { payment: { $in: payments.map((payment) => payment.id) } }, { orderBy: { id: 'asc' } });
    return payments.map((payment) => ({
      ...paymentResponse(payment, false),
      refunds: refunds.filter((refund) => refund.payment.id === payment.id).map(refundRow),
    }));
  }

  private async plans(em: EntityManager, user: User) {
    const plans = await em.find(Plan, { user: user.id }, { populate: ['lines', 'user'], orderBy: { id: 'asc' } });
    const charges = await em.find(
      PlanCharge,
      { plan: { $in: plans.map((plan) => plan.id) } },
      { orderBy: { periodStart: 'desc', id: 'desc' } },
    );
    const refunds = await em.find(
      PlanChargeRefund,
      { planCharge: { $in: charges.map((charge) => charge.id) } },
      { orderBy: { id: 'asc' } },
    );
    return plans.map((plan) => {
      const { charges: months, ...answer } = planResponse(
        plan,
        charges.filter((charge) => charge.plan.id === plan.id),
      );
      return {
        ...answer,
        months: months.map((month) => ({
          ...month,
          refunds: refunds.filter((refund) => refund.planCharge.id === month.id).map(refundRow),
        })),
      };
    });
  }

  private async demoRequests(em: EntityManager, user: User) {
    const demos = await em.find(DemoSubmission, { email: { $ilike: user.email } }, { orderBy: { id: 'asc' } });
    return demos.map(({ id, name, email, company, problemArea, budget, meetingTime, details, message, status, createdAt }) => ({
      id,
      name,
      email,
      company,
      problemArea,
      budget,
      meetingTime,
      details,
      message,
      status,
      createdAt: iso(createdAt),
    }));
  }

  private async signIns(em: EntityManager, user: User) {
    const [known, failures] = await Promise.all([
      em.find(KnownLoginAddress, { email: user.email }, { orderBy: { signedInAt: 'desc' } }),
      em.find(LoginFailure, { email: user.email }, { orderBy: { lastFailureAt: 'desc' } }),
    ]);
    return {
      signedInFrom: known.map(({ address, signedInAt }) => ({ address, lastSignedInAt: iso(signedInAt) })),
      failedSignIns: failures.map(({ address, failures: count, lastFailureAt }) => ({
        address,
        failures: count,
        lastFailureAt: iso(lastFailureAt),
      })),
    };
  }

  private async emails(em: EntityManager, user: User) {
    const mails = await em.find(
      OutboxMessage,
      { to: user.email },
      { orderBy: { id: 'asc' }, fields: ['subject', 'status', 'createdAt', 'sentAt'] },
    );
    return mails.map(({ subject, status, createdAt, sentAt }) => ({ subject, status, queuedAt: iso(createdAt), sentAt: iso(sentAt) }));
  }
}

function refundRow(refund: PaymentRefund | PlanChargeRefund) {
  return {
    amountUsdCents: refund.amountUsdCents,
    amountMinor: refund.amountMinor,
    reason: refund.reason,
    refundedAt: iso(refund.createdAt),
  };
}

function readme(user: User): string {
  const width = Math.max(...Object.keys(DATA_EXPORT_FILES).map((name) => name.length)) + 2;
  return [
    `Your data at ${BRAND}`,
    '',
    `Everything we hold about the account ${user.email}, as of ${new Date().toISOString()}.`,
    'Each .json file is plain text in JSON; amounts are in US cents unless said (amountMinor: the',
    'smallest unit of the currency charged). The files:',
    '',
    ...Object.entries(DATA_EXPORT_FILES).map(([name, holds]) => `${name.padEnd(width)}${holds}`),
    '',
    `This copy was made for you alone; its link works for ${DATA_EXPORT_VALID_DAYS} days.`,
    '',
  ].join('\n');
}
