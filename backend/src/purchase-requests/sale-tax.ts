import { taxDecision, taxPercentText, type TaxSettings, type TaxTreatment } from '@voosh/shared';
import type { User } from '../users/entities/user.entity';
import type { TaxedSale, TaxTermsProps } from './entities/taxed-sale';

/** The columns of a sale (a request, a plan's month) that keep the tax it was made under. */
export type SaleTaxColumns = Pick<TaxedSale, TaxTermsProps>;

/**
 * The tax of a sale to `buyer` on `day` (YYYY-MM-DD, UTC) under `settings`: what `taxDecision`
 * says for the buyer's billing country, region, tax ID and exemption, kept on the sale (a request
 * on its submission, a plan's month on its billing date) so that later changes of rates or of the
 * buyer's details never change what it owes.
 */
export function saleTaxColumns(settings: TaxSettings, buyer: User, day: string): SaleTaxColumns {
  const decision = taxDecision(
    settings,
    { country: buyer.billingCountry, region: buyer.billingRegion, taxId: buyer.taxId, exempt: buyer.taxExemptReason !== null },
    day,
    buyer.taxExemptReason,
  );
  return {
    taxTreatment: decision.treatment,
    taxCountry: decision.country,
    taxRateName: decision.rate?.name ?? null,
    taxThousandths: decision.rate?.thousandths ?? 0,
    taxIncluded: decision.rate !== null && settings.pricesIncludeTax,
    taxNote: decision.note,
  };
}

/** The tax terms a sale was made under, as answers and documents state them. */
export interface SaleTaxTerms {
  treatment: TaxTreatment;
  rateName: string | null;
  /** The rate in percent, as text ('15'); null when none is charged. */
  percent: string | null;
  included: boolean;
  note: string | null;
}

/** A sale's rate as printed ('GCT 15%'), or null where none is charged. */
export function taxRateLabel(terms: Pick<SaleTaxTerms, 'rateName' | 'percent'>): string | null {
  return terms.percent === null ? null : `${terms.rateName} ${terms.percent}%`;
}

export function saleTaxTerms(sale: SaleTaxColumns): SaleTaxTerms {
  return {
    treatment: sale.taxTreatment,
    rateName: sale.taxRateName,
    percent: sale.taxThousandths > 0 ? taxPercentText(sale.taxThousandths) : null,
    included: sale.taxIncluded,
    note: sale.taxNote,
  };
}
