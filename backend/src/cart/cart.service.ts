import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QUANTITY_MAX } from '@voosh/shared';
import { badRequest, notFound } from '../common/http/api-error';
import type { User } from '../users/entities/user.entity';
import { CART_MESSAGES } from './cart.messages';
import { cartItemResponse } from './cart.mapper';
import type { AddCartItemDto } from './dto/cart-item.dto';
import type { CartItemResponse } from './dto/cart-item.response';
import { CartItem } from './entities/cart-item.entity';
import { findOrderableProduct } from './orderable-product';

const LINE_POPULATE = ['product', 'product.arm'] as const;

/** A customer's cart, always scoped to that customer in the query. */
@Injectable()
export class CartService {
  constructor(private readonly em: EntityManager) {}

  async list(user: User): Promise<CartItemResponse[]> {
    return (await this.lines(this.em.fork(), user.id)).map(cartItemResponse);
  }

  /** Adds a priced product; the same product again raises its quantity (atomically, up to the maximum). */
  async add(user: User, { productName, quantity }: AddCartItemDto): Promise<CartItemResponse> {
    const em = this.em.fork();
    const product = await findOrderableProduct(em, productName, false);
    const rows = await em.getConnection().execute<{ id: number }[]>(
      `insert into cart_items (user_id, product_id, quantity) values (?, ?, ?)
       on conflict (user_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity, updated_at = now()
       where cart_items.quantity + excluded.quantity <= ?
       returning id`,
      [user.id, product.id, quantity, QUANTITY_MAX],
    );
    if (!rows.length) throw badRequest(CART_MESSAGES.tooMany);
    return cartItemResponse(await this.line(em, user.id, rows[0]!.id));
  }

  async setQuantity(user: User, id: number, quantity: number): Promise<CartItemResponse> {
    const em = this.em.fork();
    const item = await this.line(em, user.id, id);
    item.quantity = quantity;
    await em.flush();
    return cartItemResponse(item);
  }

  /** Removes a line and answers it as it was. */
  async remove(user: User, id: number): Promise<CartItemResponse> {
    const em = this.em.fork();
    const answer = cartItemResponse(await this.line(em, user.id, id));
    await em.nativeDelete(CartItem, { id, user: user.id });
    return answer;
  }

  /**
   * The customer's lines with products and arms, oldest first. Inside a transaction `lock` takes
   * a row lock on them, so a concurrent submit of the same cart waits and then finds it emptied.
   */
  async lines(em: EntityManager, userId: number, lock = false): Promise<CartItem[]> {
    const items = await em.find(CartItem, { user: userId }, { orderBy: { id: 'asc' }, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
    await em.populate(items, LINE_POPULATE);
    return items;
  }

  /** Empties the customer's cart (in the caller's transaction). */
  async clear(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(CartItem, { user: userId });
  }

  private async line(em: EntityManager, userId: number, id: number): Promise<CartItem> {
    const item = await em.findOne(CartItem, { id, user: userId }, { populate: LINE_POPULATE });
    if (!item) throw notFound(CART_MESSAGES.itemNotFound);
    return item;
  }
}
