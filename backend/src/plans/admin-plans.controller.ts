import { applyDecorators, Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { listDialect, ListQueryDto } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { RefundPaymentDto } from '../payments/dto/refund-payment.dto';
import { ChangePlanLinesDto, RecordPlanPaymentDto } from './dto/plan.requests';
import { PlanChargeResponse, PlanReconcileResponse, PlanResponse } from './dto/plan.responses';
import { PlanReconciliationService } from './plan-reconciliation.service';
import { PlanRefundsService } from './plan-refunds.service';
import { OVERDUE_CHARGE_LIST, PLAN_LIST, PlansService } from './plans.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

/** The answers of an admin's change of a plan. */
const PlanChange = () =>
  applyDecorators(
    ApiOkResponse({ type: PlanResponse }),
    ApiBadRequestResponse({ description: 'Malformed id or body', type: ErrorResponse }),
    ApiNotFoundResponse({ type: ErrorResponse }),
    ApiConflictResponse({ description: 'Not allowed in the plan’s status', type: ErrorResponse }),
    ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse }),
  );

@AdminApi('plans')
@Controller('admin')
export class AdminPlansController {
  constructor(
    private readonly plans: PlansService,
    private readonly refunds: PlanRefundsService,
    private readonly reconciliation: PlanReconciliationService,
  ) {}

  @Post('plans/reconcile')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Ask Stripe now about every card plan's subscription and latest invoices, and apply what a lost webhook would have",
  })
  @ApiOkResponse({ type: PlanReconcileResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  async reconcile(): Promise<PlanReconcileResponse> {
    return { checked: await this.reconciliation.reconcile() };
  }

  @Get('plans')
  @ApiKeyScope('plans:read')
  @ApiOperation({ summary: 'Every monthly plan (simple-rest list)', description: listDialect(PLAN_LIST, 'plans') })
  @ApiListOk(PlanResponse, 'plans')
  @ApiBadRequestResponse({ description: 'Invalid list query', type: ErrorResponse })
  list(@Query() query: ListQueryDto) {
    return this.plans.list(query);
  }

  @Get('plans/:id')
  @ApiKeyScope('plans:read')
  @ApiOperation({ summary: 'One plan' })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id', type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@CurrentUser() admin: User, @Param('id', IdParam) id: number) {
    return this.plans.get(admin, id);
  }

  @Post('plans/:id/pause')
  @ApiKeyScope('plans:write')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pauses an active or past-due plan: no month is charged or invoiced until it resumes' })
  @PlanChange()
  pause(@CurrentUser() admin: User, @Param('id', IdParam) id: number) {
    return this.plans.pause(admin, id);
  }

  @Post('plans/:id/resume')
  @ApiKeyScope('plans:write')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Resumes a paused plan' })
  @PlanChange()
  resume(@CurrentUser() admin: User, @Param('id', IdParam) id: number) {
    return this.plans.resume(admin, id);
  }

  @Post('plans/:id/cancel')
  @ApiKeyScope('plans:write')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ends the plan now' })
  @PlanChange()
  cancel(@CurrentUser() admin: User, @Param('id', IdParam) id: number) {
    return this.plans.cancelNow(admin, id);
  }

  @Put('plans/:id/lines')
  @ApiKeyScope('plans:write')
  @ApiOperation({ summary: "Replaces the plan's lines; the new price is charged from the next period" })
  @PlanChange()
  changeLines(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: ChangePlanLinesDto) {
    return this.plans.changeLines(admin, id, dto);
  }

  @Get('plan-charges/overdue')
  @ApiKeyScope('plans:read')
  @ApiOperation({
    summary: 'Months of invoice plans still open past their due date, oldest first (simple-rest range and sort)',
    description: listDialect(OVERDUE_CHARGE_LIST, 'plan-charges'),
  })
  @ApiListOk(PlanChargeResponse, 'plan-charges')
  @ApiBadRequestResponse({ description: 'Invalid list query', type: ErrorResponse })
  overdue(@Query() query: ListQueryDto) {
    return this.plans.overdue(query);
  }

  @Post('plan-charges/:id/refund')
  @Idempotent()
  @ApiKeyScope('plans:write')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Refunds part or all of a paid month (by card: through Stripe); the customer is mailed its credit note' })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id or body', type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not paid, nothing left, or more than is left', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  refund(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: RefundPaymentDto) {
    return this.refunds.refund(admin, id, dto);
  }

  @Post('plan-charges/:id/payments')
  @Idempotent()
  @ApiKeyScope('plans:write')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Records an invoice plan's month as paid offline; the customer is mailed its receipt" })
  @ApiOkResponse({ type: PlanResponse })
  @ApiBadRequestResponse({ description: 'Malformed id or body', type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Not open, or a card plan', type: ErrorResponse })
  recordPayment(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: RecordPlanPaymentDto) {
    return this.plans.recordPayment(admin, id, dto);
  }
}
