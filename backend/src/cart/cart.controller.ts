import { Body, Controller, Delete, Get, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { CurrentAccount } from '../users/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import type { Account } from '../users/account';
import { CartService } from './cart.service';
import { AddCartItemDto, UpdateCartItemDto } from './dto/cart-item.dto';
import { CartItemResponse } from './dto/cart-item.response';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

@ApiTags('cart')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@Roles(Role.Customer)
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in customer's cart, oldest line first" })
  @ApiOkResponse({ type: [CartItemResponse] })
  list(@CurrentAccount() customer: Account) {
    return this.cart.list(customer.id);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Add a product by name (priced from the catalogue; the client price is ignored). The same product again raises its quantity',
  })
  @ApiResponse({ status: HttpStatus.CREATED, type: CartItemResponse })
  @ApiBadRequestResponse({
    description: "'Invalid product data' (unknown, archived or quote-only product), or a bad quantity",
    type: ErrorResponse,
  })
  add(@CurrentAccount() customer: Account, @Body() dto: AddCartItemDto) {
    return this.cart.add(customer.id, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Set the quantity of a cart line' })
  @ApiOkResponse({ type: CartItemResponse })
  @ApiBadRequestResponse({ description: 'Bad quantity or id', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'Cart item not found (or not yours)', type: ErrorResponse })
  update(@CurrentAccount() customer: Account, @Param('id', IdParam) id: number, @Body() { quantity }: UpdateCartItemDto) {
    return this.cart.setQuantity(customer.id, id, quantity);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a cart line; answers the removed line' })
  @ApiOkResponse({ type: CartItemResponse })
  @ApiNotFoundResponse({ description: 'Cart item not found (or not yours)', type: ErrorResponse })
  remove(@CurrentAccount() customer: Account, @Param('id', IdParam) id: number) {
    return this.cart.remove(customer.id, id);
  }
}
