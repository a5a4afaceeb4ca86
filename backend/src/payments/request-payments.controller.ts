import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { CurrentUser } from '../users/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import type { User } from '../users/entities/user.entity';
import { PaymentResponse } from './dto/payment.responses';
import { RecordOfflinePaymentDto } from './dto/record-offline-payment.dto';
import { PaymentsService } from './payments.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

@ApiTags('payments')
@ApiBearerAuth()
@ApiBadRequestResponse({ description: 'Invalid body or id', type: ErrorResponse })
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiNotFoundResponse({ description: 'Purchase request not found (or not yours)', type: ErrorResponse })
@Controller('purchase-requests/:id/payments')
export class RequestPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  @ApiKeyScope('payments:read')
  @ApiOperation({ summary: "A request's payments, oldest first (the owner's, or any for an admin)" })
  @ApiOkResponse({ type: [PaymentResponse] })
  list(@CurrentUser() user: User, @Param('id', IdParam) id: number) {
    return this.payments.listForRequest(user, id);
  }

  @Post()
  @Idempotent()
  @ApiKeyScope('payments:write')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Record an offline payment (bank transfer, cash, other): the same effects as a card payment' })
  @ApiResponse({ status: HttpStatus.CREATED, type: PaymentResponse })
  @ApiConflictResponse({ description: 'Not allowed in the request’s state, or more than the balance due', type: ErrorResponse })
  record(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: RecordOfflinePaymentDto) {
    return this.payments.recordOffline(admin, id, dto);
  }
}
