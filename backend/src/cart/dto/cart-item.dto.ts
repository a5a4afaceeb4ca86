import { IgnoredClientAmount, ProductName, Quantity } from './order-fields';

/** `{productName, quantity, price}`: the storefront's add-to-cart body; `price` is ignored. */
export class AddCartItemDto {
  @ProductName()
  productName!: string;

  @Quantity()
  quantity!: number;

  @IgnoredClientAmount('price')
  price?: string;
}

export class UpdateCartItemDto {
  @Quantity()
  quantity!: number;
}
