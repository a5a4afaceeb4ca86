import { grossWithTax, refundedUsdCentsOf, refundMinorUnits, taxedPart } from '@voosh/shared';
import { conflict } from '../common/http/api-error';
import type { ChargedAmount } from './entities/charged-amount.embeddable';
import { REFUND_MESSAGES } from './payments.messages';

/** A refund's figures: USD cents in the ledger, minor units of the charged currency returned. */
export interface RefundAmounts {
  amountUsdCents: number;
  amountMinor: number;
}

/**
 * A refund asked of money taken (a request's payment or a plan's month): `amountCents` of what is
 * left, all of it when absent; `rest` when it is all that is left (Stripe is then asked for the
 * rest of the charge). 409 when nothing is left, more is asked, or it is less than a minor unit.
 */
export function refundAmounts(charged: ChargedAmount, amountCents: number | undefined): RefundAmounts & { rest: boolean } {
  const left = charged.refundableUsdCents;
  if (left <= 0) throw conflict(REFUND_MESSAGES.fullyRefunded);
  const amountUsdCents = amountCents ?? left;
  if (amountUsdCents > left) throw conflict(REFUND_MESSAGES.overRefundable(left));
  const amountMinor = refundMinorUnits(charged, amountUsdCents);
  if (amountMinor < 1) throw conflict(REFUND_MESSAGES.refundTooSmall);
  return { amountUsdCents, amountMinor, rest: amountUsdCents === left };
}

/**
 * What Stripe's running refund total of a charge (`amount_refunded`, minor units) holds beyond the
 * refunds recorded: a refund made outside this app. Null when nothing is new; less than a US cent
 * waits for a later total, which includes it.
 */
export function refundedBeyond(charged: ChargedAmount, amountRefunded: number): RefundAmounts | null {
  const amountMinor = amountRefunded - charged.refundedMinor;
  const amountUsdCents = refundedUsdCentsOf(charged, amountRefunded) - charged.refundedUsdCents;
  return amountMinor > 0 && amountUsdCents > 0 ? { amountUsdCents, amountMinor } : null;
}

/**
 * Counts a refund in the running totals of what it returns; answers the tax it gives back: its
 * share of the money's tax, counted after the refunds before it (so all of them give back that tax exactly).
 */
export function countRefund(charged: ChargedAmount, refund: RefundAmounts): number {
  const { taxMinor } = taxedPart(
    grossWithTax(charged.amountUsdCents, charged.taxUsdCents),
    charged.refundedUsdCents,
    refund.amountUsdCents,
  );
  charged.refundedUsdCents += refund.amountUsdCents;
  charged.refundedMinor += refund.amountMinor;
  charged.refundedTaxUsdCents += taxMinor;
  return taxMinor;
}
