import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../users/current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import type { User } from '../users/entities/user.entity';
import { CardIntentsService } from './card-intents.service';
import { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { PaymentIntentResponse, PaymentResponse, PaymentsConfigResponse, WebhookReceivedResponse } from './dto/payment.responses';
import { RefundPaymentDto } from './dto/refund-payment.dto';
import { PaymentsService } from './payments.service';
import { StripeWebhookService } from './stripe-webhook.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

export const STRIPE_WEBHOOK_PATH = '/api/payments/webhook';

@ApiTags('payments')
@ApiBadRequestResponse({ description: 'Invalid body or id', type: ErrorResponse })
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly cardIntents: CardIntentsService,
    private readonly webhooks: StripeWebhookService,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @Roles(Role.Customer)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'A Stripe PaymentIntent for a deposit, full or final payment of your request',
    description:
      'The server computes the amount (the client amount is ignored) and converts it to the currency at the current rate. Asking again returns the same open intent.',
  })
  @ApiOkResponse({ type: PaymentIntentResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'Purchase request not found (or not yours)', type: ErrorResponse })
  @ApiConflictResponse({
    description:
      'A payment of this kind is not allowed in the request’s state, another payment is being processed, or the request kept changing',
    type: ErrorResponse,
  })
  @ApiServiceUnavailableResponse({ description: 'Card payments are not configured', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  createIntent(@CurrentUser() user: User, @Body() dto: CreatePaymentIntentDto) {
    return this.cardIntents.createIntent(user, dto);
  }

  @Get('payments/config')
  @Public()
  @ApiOperation({ summary: 'Whether card payments are configured (and the publishable key), and whether bank transfers are' })
  @ApiOkResponse({ type: PaymentsConfigResponse })
  config() {
    return this.payments.config();
  }

  @Post('payments/webhook')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Stripe's webhook (raw body, Stripe-Signature verified); unhandled event types are acknowledged" })
  @ApiOkResponse({ type: WebhookReceivedResponse })
  @ApiServiceUnavailableResponse({ description: 'Card payments are not configured', type: ErrorResponse })
  webhook(@Req() request: FastifyRequest, @Headers('stripe-signature') signature?: string) {
    // The exact bytes Stripe signed: request-bodies.ts keeps this path's body raw.
    return this.webhooks.handle(request.body, signature);
  }

  @Post('payments/:id/refund')
  @Idempotent()
  @ApiKeyScope('payments:write')
  @HttpCode(HttpStatus.OK)
  @Roles(Role.Admin)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Refund part or all of a payment: a Stripe refund for a card payment, recorded for an offline one' })
  @ApiOkResponse({ type: PaymentResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not succeeded, already refunded, or more than is left', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  refund(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: RefundPaymentDto) {
    return this.payments.refund(admin, id, dto);
  }
}
