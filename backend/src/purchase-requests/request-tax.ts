import { taxDecision, taxPercentText, type TaxSettings, type TaxTreatment } from '@voosh/shared';
import type { User } from '../users/entities/user.entity';
import type { PurchaseRequest } from './entities/purchase-request.entity';

/** The columns of a request that keep the tax it was submitted under. */
export type RequestTaxColumns = Pick<PurchaseRequest, 'taxTreatment' | 'taxRateName' | 'taxThousandths' | 'taxIncluded' | 'taxNote'>;

/**
 * The tax of a request `buyer` submits on `day` (YYYY-MM-DD, UTC) under `settings`: what
 * `taxDecision` says for the buyer's billing country, region, tax ID and exemption, kept on the
 * request so that later changes of rates or of the buyer's details never change what it owes.
 */
export function requestTaxColumns(settings: TaxSettings, buyer: User, day: string): RequestTaxColumns {
  const decision = taxDecision(
    settings,
    { country: buyer.billingCountry, region: buyer.billingRegion, taxId: buyer.taxId, exempt: buyer.taxExemptReason !== null },
    day,
    buyer.taxExemptReason,
  );
  return {
    taxTreatment: decision.treatment,
    taxRateName: decision.rate?.name ?? null,
    taxThousandths: decision.rate?.thousandths ?? 0,
    taxIncluded: decision.rate !== null && settings.pricesIncludeTax,
    taxNote: decision.note,
  };
}

/** The tax terms a request was submitted under, as answers and documents state them. */
export interface RequestTaxTerms {
  treatment: TaxTreatment;
  rateName: string | null;
  /** The rate in percent, as text ('15'); null when none is charged. */
  percent: string | null;
  included: boolean;
  note: string | null;
}

export function requestTaxTerms(request: RequestTaxColumns): RequestTaxTerms {
  return {
    treatment: request.taxTreatment,
    rateName: request.taxRateName,
    percent: request.taxThousandths > 0 ? taxPercentText(request.taxThousandths) : null,
    included: request.taxIncluded,
    note: request.taxNote,
  };
}
