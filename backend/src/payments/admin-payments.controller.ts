import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { PaymentResponse, ReconcileResponse } from './dto/payment.responses';
import { PaymentsReconciliationService } from './payments-reconciliation.service';
import { PAYMENT_LIST, PaymentsService } from './payments.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';

@AdminApi('payments')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly reconciliation: PaymentsReconciliationService,
  ) {}

  @Get()
  @ApiKeyScope('payments:read')
  @ApiOperation({
    summary: 'Every payment (simple-rest list)',
    description: listDialect(PAYMENT_LIST, 'payments', { q: 'reference, intent id, customer e-mail or name' }),
  })
  @ApiListOk(PaymentResponse, 'payments')
  @ApiBadRequestResponse({ description: 'Invalid list query', type: ErrorResponse })
  list(@Query() query: ListQueryDto) {
    return this.payments.list(query);
  }

  @Get(':id')
  @ApiKeyScope('payments:read')
  @ApiOperation({ summary: 'One payment' })
  @ApiOkResponse({ type: PaymentResponse })
  @ApiBadRequestResponse({ description: 'Malformed id', type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.payments.get(id);
  }

  @Post('reconcile')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ask Stripe now about every open card payment and apply its outcome (a webhook that never came)' })
  @ApiOkResponse({ type: ReconcileResponse })
  @ApiServiceUnavailableResponse({ description: 'Card payments are not configured', type: ErrorResponse })
  @ApiBadGatewayResponse({ description: 'Stripe could not be reached', type: ErrorResponse })
  reconcile() {
    return this.reconciliation.reconcile();
  }
}
