import { ORDERABLE_PRICED_SQL } from './orderable-product';

/** A cart line joined with its product and arm: one row of the queries below. */
export interface CartLineRow {
  id: number;
  quantity: number;
  productId: number;
  productName: string;
  setupCents: number | null;
  monthlyCents: number | null;
  archivedAt: Date | null;
  armId: number;
  armName: string;
  armSlug: string;
  armTitle: string;
}

/** The answer rows of `lines`, a table or CTE with cart_items' id, quantity and product_id. */
const joinedLines = (lines: string) => `select line.id, line.quantity, p.id as "productId", p.name as "productName",
    p.setup_cents as "setupCents", p.monthly_cents as "monthlyCents", p.archived_at as "archivedAt",
    a.id as "armId", a.name as "armName", a.slug as "armSlug", a.title as "armTitle"
  from ${lines} line join products p on p.id = line.product_id join arms a on a.id = p.arm_id`;

const RETURNING_LINE = 'returning id, quantity, product_id';

/** Params: user id. */
export const LIST_LINES_SQL = `${joinedLines('cart_items')} where line.user_id = ? order by line.id`;

/**
 * Params: product name, user id, quantity, maximum quantity. Adds an orderable product or raises
 * its quantity while it stays within the maximum; no row when neither happened.
 */
export const ADD_LINE_SQL = `with product as (select id from products p where p.name = ? and ${ORDERABLE_PRICED_SQL}),
  added as (
    insert into cart_items (user_id, product_id, quantity) select ?, product.id, ? from product
    on conflict (user_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
    where cart_items.quantity + excluded.quantity <= ?
    ${RETURNING_LINE})
  ${joinedLines('added')}`;

/** Params: quantity, line id, user id. */
export const SET_QUANTITY_SQL = `with changed as (update cart_items set quantity = ?, updated_at = now() where id = ? and user_id = ? ${RETURNING_LINE})
  ${joinedLines('changed')}`;

/** Params: line id, user id. Answers the removed line. */
export const REMOVE_LINE_SQL = `with removed as (delete from cart_items where id = ? and user_id = ? ${RETURNING_LINE})
  ${joinedLines('removed')}`;
