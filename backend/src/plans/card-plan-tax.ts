import { type CurrencyCode, planMonthlyMinor, taxedAmount, taxInGross, taxInOtherCurrency, type TaxTreatment } from '@voosh/shared';
import type Stripe from 'stripe';
import type { SaleTaxColumns } from '../purchase-requests/sale-tax';
import type { PlanLine } from './entities/plan-line.entity';

/** A card plan's month as Stripe bills it: the lines priced in `currency` at `rate`, under a sale's tax. */
interface MonthPricing {
  pricing: { currency: CurrencyCode; rate: number };
  lines: readonly Pick<PlanLine, 'quantity' | 'unitMonthlyCents'>[];
  tax: SaleTaxColumns;
}

/**
 * The tax Stripe is to add to a card month, in minor units of its currency, by our one calculation
 * (not Stripe Tax): on the month's lines as priced, at the sale's rate. 0 when none is charged, or
 * when prices include it (the lines then hold it).
 */
export function addedMonthTaxMinor({ pricing, lines, tax }: MonthPricing): number {
  if (tax.taxIncluded || tax.taxThousandths === 0) return 0;
  return taxedAmount(planMonthlyMinor(lines, pricing.currency, pricing.rate), { thousandths: tax.taxThousandths, included: false })
    .taxMinor;
}

/** The subscription's metadata of its tax: the terms its months are billed under and the tax item's amount. */
export function taxMetadata(month: MonthPricing): Record<string, string> {
  const { tax } = month;
  return {
    taxTreatment: tax.taxTreatment,
    taxCountry: tax.taxCountry ?? '',
    taxRateName: tax.taxRateName ?? '',
    taxThousandths: String(tax.taxThousandths),
    taxIncluded: String(tax.taxIncluded),
    taxNote: tax.taxNote ?? '',
    taxMinor: String(addedMonthTaxMinor(month)),
  };
}

/** Whether a subscription's metadata bills what `month` asks (else its tax item and metadata are out of date). */
export function taxMetadataAgrees(metadata: Stripe.Metadata | null | undefined, month: MonthPricing): boolean {
  const wanted = taxMetadata(month);
  // A subscription made before tax existed bills none: it agrees while none is due.
  if (!metadata?.taxTreatment) return wanted.taxMinor === '0' && wanted.taxIncluded === 'false';
  return Object.entries(wanted).every(([key, value]) => metadata[key] === value);
}

/**
 * The tax a Stripe invoice of a card month held, from its subscription's metadata: the terms, and
 * the tax in its amount (the tax item, or inside the lines' prices where they include it), in US
 * cents for the ledger. A subscription made before tax existed billed none.
 */
export function taxOfInvoice(
  metadata: Stripe.Metadata | null | undefined,
  amountMinor: number,
  amountUsdCents: number,
): { columns: SaleTaxColumns; taxUsdCents: number } | null {
  const thousandths = Number(metadata?.taxThousandths);
  if (!metadata?.taxTreatment || !Number.isInteger(thousandths)) return null;
  const included = metadata.taxIncluded === 'true';
  const columns: SaleTaxColumns = {
    taxTreatment: metadata.taxTreatment as TaxTreatment,
    taxCountry: metadata.taxCountry || null,
    taxRateName: metadata.taxRateName || null,
    taxThousandths: thousandths,
    taxIncluded: included,
    taxNote: metadata.taxNote || null,
  };
  if (thousandths === 0) return { columns, taxUsdCents: 0 };
  const taxMinor = Math.min(amountMinor, included ? taxInGross(amountMinor, thousandths) : Number(metadata.taxMinor) || 0);
  const taxUsdCents = taxInOtherCurrency({ grossMinor: amountMinor, taxMinor, netMinor: amountMinor - taxMinor }, amountUsdCents);
  return { columns, taxUsdCents };
}
