import { Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import type { Response } from 'express';
import { answerPage, ListQueryDto } from '../common/http/simple-rest';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { PaymentResponse, ReconcileResponse } from './dto/payment.responses';
import { PaymentsReconciliationService } from './payments-reconciliation.service';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@ApiBearerAuth()
@Roles(Role.Admin)
@ApiUnauthorizedResponse({ type: ErrorResponse })
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly reconciliation: PaymentsReconciliationService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every payment (simple-rest list)',
    description: 'sort: id, createdAt, status; filter: status, kind, method, requestId, id. Content-Range: payments a-b/total',
  })
  @ApiOkResponse({ type: [PaymentResponse] })
  @ApiBadRequestResponse({ description: 'Invalid list query', type: ErrorResponse })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response) {
    return answerPage(response, 'payments', await this.payments.list(query));
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
