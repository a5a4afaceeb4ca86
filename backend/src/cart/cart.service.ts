import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QUANTITY_MAX } from '@voosh/shared';
import { badRequest, notFound } from '../common/http/api-error';
import { ADD_LINE_SQL, type CartLineRow, LIST_LINES_SQL, REMOVE_LINE_SQL, SET_QUANTITY_SQL } from './cart-line.queries';
import { CART_MESSAGES } from './cart.messages';
import { cartItemResponse } from './cart.mapper';
import type { AddCartItemDto } from './dto/cart-item.dto';
import type { CartItemResponse } from './dto/cart-item.response';
import { CartItem } from './entities/cart-item.entity';
import { findOrderableProduct } from './orderable-product';

const LINE_POPULATE = ['product', 'product.arm'] as const;

/**
 * A customer's cart, always scoped to that customer in the query. The HTTP routes run one plain
 * SQL statement each (no entities: they are the hot path); `lines` serves request submission.
 */
@Injectable()
export class CartService {
  constructor(private readonly em: EntityManager) {}

  async list(customerId: number): Promise<CartItemResponse[]> {
    return (await this.query(LIST_LINES_SQL, [customerId])).map(cartItemResponse);
  }

  /** Adds a priced product; the same product again raises its quantity (atomically, up to the maximum). */
  async add(customerId: number, { productName, quantity }: AddCartItemDto): Promise<CartItemResponse> {
    const [line] = await this.query(ADD_LINE_SQL, [productName, customerId, quantity, QUANTITY_MAX]);
    if (line) return cartItemResponse(line);
    // Nothing added: an unorderable product (400 "Invalid product data") or too many.
    await findOrderableProduct(this.em.fork(), productName, false);
    throw badRequest(CART_MESSAGES.tooMany);
  }

  async setQuantity(customerId: number, id: number, quantity: number): Promise<CartItemResponse> {
    return cartItemResponse(this.found(await this.query(SET_QUANTITY_SQL, [quantity, id, customerId])));
  }

  /** Removes a line and answers it as it was. */
  async remove(customerId: number, id: number): Promise<CartItemResponse> {
    return cartItemResponse(this.found(await this.query(REMOVE_LINE_SQL, [id, customerId])));
  }

  /**
   * The customer's lines with products and arms, oldest first. Inside a transaction `lock` takes
   * a row lock on them, so a concurrent submit of the same cart waits and then finds it emptied.
   */
  async lines(em: EntityManager, userId: number, lock = false): Promise<CartItem[]> {
    const items = await em.find(
      CartItem,
      { user: userId },
      { orderBy: { id: 'asc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
    await em.populate(items, LINE_POPULATE);
    return items;
  }

  /** Empties the customer's cart (in the caller's transaction). */
  async clear(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(CartItem, { user: userId });
  }

  private query(sql: string, params: unknown[]): Promise<CartLineRow[]> {
    return this.em.getConnection().execute<CartLineRow[]>(sql, params);
  }

  /** The one line a statement scoped to the customer touched; none is a 404 (missing or not theirs). */
  private found([line]: CartLineRow[]): CartLineRow {
    if (!line) throw notFound(CART_MESSAGES.itemNotFound);
    return line;
  }
}
