import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { conflict } from '../common/http/api-error';
import type { User } from '../users/entities/user.entity';
import type { ChargedAmount } from './entities/charged-amount.embeddable';
import type { RefundRow } from './entities/refund-row';
import { type RefundAmounts, refundAmounts, refundedBeyond } from './refund-amounts';
import { StripeGateway } from './stripe-gateway';

/** The reason recorded for a refund made in Stripe's dashboard rather than through this app. */
export const REFUNDED_IN_STRIPE = "Refunded in Stripe's dashboard";

/** A refund about to be recorded. */
export interface RefundRecord extends RefundAmounts {
  reason: string;
  stripeRefundId: string | null;
}

/** Money taken, locked in the caller's transaction, as the refund flow sees it. */
export interface LockedRefundable {
  charged: ChargedAmount;
  /** Why it may not be refunded now (its money was not taken), or null. */
  refusal: string | null;
  /** Names its refunds at Stripe: the idempotency key's start, and the refund's metadata. */
  stripeKey: string;
  stripeMetadata: Record<string, string>;
  /** The refund already recorded with this Stripe id, if any. */
  recorded(em: EntityManager, stripeRefundId: string): Promise<RefundRow | null>;
  /** The refunds recorded in an admin's name (asked through this app). */
  adminRefunds(em: EntityManager): Promise<RefundRow[]>;
  /** Records a refund: its row, the running totals, the timeline and the customer's credit note. */
  record(em: EntityManager, refund: RefundRecord, actor: User | null): Promise<void>;
}

/** One piece of money taken (a request's payment, a plan's month), for the refund flow. */
export interface Refundable {
  /** The card PaymentIntent that took the money, read with no lock held (Stripe may be asked); null when taken offline. */
  cardIntent(em: EntityManager): Promise<string | null>;
  /** Locks it in the caller's transaction (404 when it is gone). */
  lock(em: EntityManager): Promise<LockedRefundable>;
}

/**
 * The one refund flow of money taken, whatever took it:
 * - money taken offline: checked and recorded at once, under the lock;
 * - by card: checked under the lock, asked of Stripe with no lock held, then recorded under the
 *   lock again, once by its Stripe id, whoever records it first: this call, a twin with the same
 *   key, or Stripe's `charge.refunded` (then only attributed to the admin who asked). Stripe's
 *   idempotency key is what admins refunded before and the amount, so a double click or a retry
 *   makes one refund: a refund not in an admin's name yet (its twin's, found at Stripe or by the
 *   webhook before the twin's answer came back) is not part of it. Nor is one whose answer was lost
 *   (recorded as Stripe's own on the way out): the same amount asked again within Stripe's 24 hours
 *   gets that refund back, in the admin's name, rather than a second one.
 * A card refund first records the refunds Stripe made and this app has not (made in its dashboard,
 * their events not come yet), so what is left is judged on them too. A refund of everything left
 * asks Stripe for the rest of the charge, and the minor units recorded are what Stripe returned: a
 * charge that differed from what was asked is refunded in full too. When Stripe fails, what it
 * holds is recorded before the error is answered (it may have refunded, its answer lost).
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
  ) {}

  async refund(refundable: Refundable, amountCents: number | undefined, reason: string, admin: User): Promise<void> {
    const intent = await refundable.cardIntent(this.em.fork());
    // What is left is judged on every refund Stripe made, its dashboard's included (their events may not have come yet).
    if (intent) await this.catchUp(refundable, intent);
    const asked = await this.em.fork().transactional(async (em) => {
      const locked = await refundable.lock(em);
      if (locked.refusal) throw conflict(locked.refusal);
      const amounts = refundAmounts(locked.charged, amountCents);
      if (!intent) {
        await locked.record(em, { ...amounts, reason, stripeRefundId: null }, admin);
        return null;
      }
      const { amountUsdCents, amountMinor, rest } = amounts;
      const refundedByAdmins = (await locked.adminRefunds(em)).reduce((sum, row) => sum + row.amountUsdCents, 0);
      return {
        amountUsdCents,
        params: { payment_intent: intent, ...(rest ? {} : { amount: amountMinor }), metadata: locked.stripeMetadata },
        idempotencyKey: `${locked.stripeKey}-${refundedByAdmins}-${amountUsdCents}`,
      };
    });
    if (!asked) return;
    const made = await this.stripe.createRefund(asked.params, asked.idempotencyKey).catch(async (error: unknown) => {
      // Stripe may have refunded (its answer lost), or refunded in its dashboard meanwhile: what it holds is recorded.
      await this.catchUp(refundable, intent!).catch(() => undefined);
      throw error;
    });
    await this.em.fork().transactional(async (em) => {
      const refund = { amountUsdCents: asked.amountUsdCents, amountMinor: made.amount, reason, stripeRefundId: made.id };
      await this.recordMade(em, await refundable.lock(em), refund, admin);
    });
  }

  /**
   * What Stripe says a charge has refunded in all (`amount_refunded`, from `charge.refunded`, or after
   * one refund's): the part not recorded yet was refunded outside this app and is recorded now.
   * Refunds recorded before find nothing new. True when something was recorded.
   */
  async refundedInStripe(
    em: EntityManager,
    locked: LockedRefundable,
    amountRefunded: number,
    stripeRefundId: string | null,
  ): Promise<boolean> {
    if (locked.refusal) return false;
    const beyond = refundedBeyond(locked.charged, amountRefunded);
    if (!beyond) return false;
    await locked.record(em, { ...beyond, reason: REFUNDED_IN_STRIPE, stripeRefundId }, null);
    return true;
  }

  /** A refund Stripe made at this app's request, recorded once; never more than what is left is counted. */
  private async recordMade(em: EntityManager, locked: LockedRefundable, refund: RefundRecord, admin: User): Promise<void> {
    const recorded = await locked.recorded(em, refund.stripeRefundId!);
    if (recorded) {
      if (recorded.createdBy === null) Object.assign(recorded, { createdBy: admin, reason: refund.reason });
      return;
    }
    const amountUsdCents = Math.min(refund.amountUsdCents, locked.charged.refundableUsdCents);
    if (amountUsdCents > 0) await locked.record(em, { ...refund, amountUsdCents }, admin);
    else this.logger.warn(`Refund ${refund.stripeRefundId} (${locked.stripeKey}) found everything already refunded here`);
  }

  /**
   * Each refund Stripe made of the charge and not recorded yet, recorded by its id as made in
   * Stripe's dashboard; one this app asked for and is about to record is then only attributed.
   */
  private async catchUp(refundable: Refundable, intent: string): Promise<void> {
    const made = await this.stripe.refundsOf(intent);
    await this.em.fork().transactional(async (em) => {
      const locked = await refundable.lock(em);
      for (const refund of made) {
        if (await locked.recorded(em, refund.id)) continue;
        await this.refundedInStripe(em, locked, locked.charged.refundedMinor + refund.amount, refund.id);
      }
    });
  }
}
