import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@voosh/shared';
import { Product } from '../catalog/entities/product.entity';
import { badRequest } from '../common/http/api-error';

type Prices = Pick<Product, 'setupCents' | 'monthlyCents'>;

/** Priced by consultation: either price is missing ('Quote Required'). */
export const isQuoteOnly = (product: Prices) => product.setupCents === null || product.monthlyCents === null;

/** Still on sale and, unless quotes are welcome, priced. */
export const isOrderable = (product: Prices & Pick<Product, 'archivedAt'>, allowQuote: boolean) =>
  product.archivedAt === null && (allowQuote || !isQuoteOnly(product));

/** `isOrderable(p, false)` as a SQL condition on the products row aliased `p`. */
export const ORDERABLE_PRICED_SQL = 'p.archived_at is null and p.setup_cents is not null and p.monthly_cents is not null';

/**
 * The catalogue product a customer names (cart, product page), with its arm. Unknown, archived
 * and (unless `allowQuote`) quote-only products are a 400 "Invalid product data".
 */
export async function findOrderableProduct(em: EntityManager, name: string, allowQuote: boolean): Promise<Product> {
  const product = await em.findOne(Product, { name }, { populate: ['arm'] });
  if (!product || !isOrderable(product, allowQuote)) throw badRequest(MESSAGES.invalidProductData);
  return product;
}
