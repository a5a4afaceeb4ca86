import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiListOk } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { ChangePlanCurrencyDto, ConfirmPlanCurrencyDto } from './dto/plan.requests';
import { PlanCurrencyChangeResponse, PlanResponse } from './dto/plan.responses';
import { PlanCurrencyRequests } from './plan-currency-requests.service';
import { PLAN_LIST, PlansService } from './plans.service';

@ApiTags('plans')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('plans')
export class PlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly currencies: PlanCurrencyRequests,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The customer's monthly plans, newest first, each with its lines and months (up to 100 unless a range is asked)",
    description: listDialect(PLAN_LIST, 'plans'),
  })
  @ApiListOk(PlanResponse, 'plans')
  @ApiBadRequestResponse({ description: 'Invalid list query', type: ErrorResponse })
  mine(@CurrentUser() user: User, @Query() query: ListQueryDto) {
    return this.plans.mine(user, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One plan: the owner’s, or any for an admin' })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such plan, or not yours', type: ErrorResponse })
  get(@CurrentUser() user: User, @Param('id', IdParam) id: number): Promise<PlanResponse> {
    return this.plans.get(user, id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The customer ends their plan with the current period: nothing more is charged' })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such plan, or not yours', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Already canceled or ending', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  cancel(@CurrentUser() user: User, @Param('id', IdParam) id: number): Promise<PlanResponse> {
    return this.plans.cancelAtPeriodEnd(user, id);
  }

  @Post(':id/currency')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "The customer's new currency for their plan, from its next month, at today's rate",
    description:
      "An invoice plan changes at once. A card plan answers `cardSetup`: the customer confirms a card for the new currency with Stripe.js (`confirmSetup`), then calls `POST /api/plans/{id}/currency/confirm`; the plan's subscription is replaced from the next month.",
  })
  @ApiOkResponse({ type: PlanCurrencyChangeResponse })
  @ApiBadRequestResponse({ description: 'Malformed id or unknown currency', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such plan, or not yours', type: ErrorResponse })
  @ApiConflictResponse({ description: 'Canceled, ending, past due, already in that currency, or a change under way', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  changeCurrency(
    @CurrentUser() user: User,
    @Param('id', IdParam) id: number,
    @Body() dto: ChangePlanCurrencyDto,
  ): Promise<PlanCurrencyChangeResponse> {
    return this.currencies.ask(user, id, dto);
  }

  @Post(':id/currency/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "A card plan's change of currency, once Stripe.js has confirmed the card (Stripe's webhook does the same; whichever comes first applies it)",
  })
  @ApiOkResponse({ type: PlanResponse, description: 'The plan; `currencyChangePending` until its new subscription is made' })
  @ApiBadRequestResponse({ description: 'Malformed id or SetupIntent id', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such plan or card confirmation, or not yours', type: ErrorResponse })
  @ApiConflictResponse({ description: 'The card is not confirmed yet', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  confirmCurrency(@CurrentUser() user: User, @Param('id', IdParam) id: number, @Body() dto: ConfirmPlanCurrencyDto): Promise<PlanResponse> {
    return this.currencies.confirm(user, id, dto.setupIntentId);
  }
}
