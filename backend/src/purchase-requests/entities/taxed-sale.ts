import { Property } from '@mikro-orm/decorators/legacy';
import { TAX_RATE_NAME_MAX, type TaxTreatment } from '@voosh/shared';

/** The tax columns' properties (each has a default, so entities list them in OptionalProps). */
export const TAX_TERMS_PROPS = ['taxTreatment', 'taxCountry', 'taxRateName', 'taxThousandths', 'taxIncluded', 'taxNote'] as const;
export type TaxTermsProps = (typeof TAX_TERMS_PROPS)[number];

/**
 * A sale that keeps the tax it was made under (the settings and the buyer that day): a purchase
 * request from its submission, a plan's month from its billing date. Kept, so a later change of
 * rate or of the buyer's details never changes what the sale owes.
 */
export abstract class TaxedSale {
  @Property({ type: 'string', length: 20 })
  taxTreatment: TaxTreatment = 'untaxed';

  /** Where it was taxed (ISO 3166 alpha-2: the buyer's billing country, else the vendor's); null on sales before tax existed. */
  @Property({ type: 'string', length: 2, nullable: true })
  taxCountry: string | null = null;

  /** The rate's name as printed ('GCT'); null when no tax is charged. */
  @Property({ type: 'string', length: TAX_RATE_NAME_MAX, nullable: true })
  taxRateName: string | null = null;

  /** The rate in thousandths of a percent (15% is 15000); 0 when no tax is charged. */
  @Property({ type: 'integer' })
  taxThousandths = 0;

  /** Whether its prices (the catalogue's, the adjusted amount) included the tax. */
  @Property({ type: 'boolean' })
  taxIncluded = false;

  /** Printed on its documents when no tax is charged for a reason (reverse charge, zero-rated, exempt). */
  @Property({ type: 'string', length: 300, nullable: true })
  taxNote: string | null = null;
}
