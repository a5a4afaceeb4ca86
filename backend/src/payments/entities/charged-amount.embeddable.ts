import { OptionalProps } from '@mikro-orm/core';
import { Embeddable, Property } from '@mikro-orm/decorators/legacy';
import type { CurrencyCode, RefundablePayment } from '@voosh/shared';

/**
 * Money taken from a customer, whatever took it (a request's payment or a plan's month): what it is
 * worth in the ledger (USD cents), what was charged (minor units of `currency`, at `rate`), and
 * what went back so far in both. Embedded without a prefix, so each owner keeps these columns.
 */
@Embeddable()
export class ChargedAmount implements RefundablePayment {
  [OptionalProps]?: 'taxUsdCents' | 'refundedUsdCents' | 'refundedMinor' | 'refundedTaxUsdCents' | 'refundableUsdCents';

  /** What the money is worth in the ledger. */
  @Property({ type: 'integer' })
  amountUsdCents!: number;

  /** Stripe's lowercase code of the charged currency. */
  @Property({ type: 'string', length: 3 })
  currency!: CurrencyCode;

  /** What was charged, in minor units of `currency`. */
  @Property({ type: 'integer' })
  amountMinor!: number;

  /** The tax in `amountUsdCents` (its sale's tax terms; 0 when none is charged), fixed when the money is booked. */
  @Property({ type: 'integer', default: 0 })
  taxUsdCents: number = 0;

  /** Units of `currency` per 1 USD at the time of the charge. */
  @Property({ type: 'double' })
  rate!: number;

  /** What went back to the customer, in the ledger's USD cents (refunds' sum). */
  @Property({ type: 'integer', default: 0 })
  refundedUsdCents: number = 0;

  /** What went back, in minor units of `currency`, as actually returned (Stripe's figures for a card). */
  @Property({ type: 'integer', default: 0 })
  refundedMinor: number = 0;

  /** The tax in what went back, in USD cents (refunds' sum): refunds give tax back in proportion. */
  @Property({ type: 'integer', default: 0 })
  refundedTaxUsdCents: number = 0;

  /** What is left to refund, in USD cents. */
  get refundableUsdCents(): number {
    return this.amountUsdCents - this.refundedUsdCents;
  }
}
