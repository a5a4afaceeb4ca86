import { Migration } from '@mikro-orm/migrations';

/** The columns that hold a currency, and the timeline's JSON keys that do. */
const CURRENCY_COLUMNS = [
  ['payments', 'currency'],
  ['plan_charges', 'currency'],
  ['plans', 'currency'],
  ['stripe_customers', 'currency'],
] as const;
const TIMELINE_KEYS = ['currency', 'chargedCurrency'] as const;

/** `case`-converts every stored currency: `upper` to ISO codes, `lower` back to Stripe's way. */
function convert(to: 'upper' | 'lower'): string[] {
  return [
    ...CURRENCY_COLUMNS.map(([table, column]) => `update "${table}" set "${column}" = ${to}("${column}");`),
    `update "plans" set "currency_change" = jsonb_set("currency_change", '{currency}', to_jsonb(${to}("currency_change"->>'currency')))
     where "currency_change" ? 'currency';`,
    ...TIMELINE_KEYS.flatMap((key) =>
      (['before', 'after'] as const).map(
        (side) =>
          `update "purchase_request_events" set "${side}" = jsonb_set("${side}", '{${key}}', to_jsonb(${to}("${side}"->>'${key}')))
           where jsonb_typeof("${side}"->'${key}') = 'string';`,
      ),
    ),
  ];
}

/**
 * A currency is stored as its ISO code (upper case), as the API answers it, everywhere: payments,
 * plans and their months, Stripe Customers and the requests' timelines. Stripe's lower case is
 * written only on Stripe's wire.
 */
export class Migration20261205100000_iso_currency_codes extends Migration {
  override async up(): Promise<void> {
    for (const sql of convert('upper')) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of convert('lower')) this.addSql(sql);
  }
}
