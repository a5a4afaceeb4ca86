import { Body, Controller, Get, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Role } from '@voosh/shared';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { ReportMonthTransferDto, ReportTransferDto, TransferQueryDto } from './dto/report-transfer.dto';
import { TransferNoticeResponse, TransferResponse } from './dto/transfer.responses';
import { TransfersService } from './transfers.service';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

const NOTICE_SUMMARY = 'The customer says they sent the transfer: it goes on the timeline and alerts the admins; no money is booked';

@ApiTags('payments')
@ApiBearerAuth()
@ApiBadRequestResponse({ description: 'Invalid body, query or id', type: ErrorResponse })
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiConflictResponse({ description: 'Nothing of this kind can be paid now (not approved yet, paid, a card month)', type: ErrorResponse })
@Controller()
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Get('purchase-requests/:id/transfer')
  @ApiOperation({ summary: 'How to pay a payment of a request by bank transfer: amount, reference, bank details, invoice' })
  @ApiOkResponse({ type: TransferResponse })
  @ApiNotFoundResponse({ description: 'Purchase request not found (or not yours)', type: ErrorResponse })
  forRequest(@CurrentUser() user: User, @Param('id', IdParam) id: number, @Query() { type }: TransferQueryDto) {
    return this.transfers.forRequest(user, id, type);
  }

  @Post('purchase-requests/:id/transfer-notices')
  @Idempotent()
  @Roles(Role.Customer)
  @ApiOperation({ summary: NOTICE_SUMMARY })
  @ApiResponse({ status: HttpStatus.CREATED, type: TransferNoticeResponse })
  @ApiNotFoundResponse({ description: 'Purchase request not found (or not yours)', type: ErrorResponse })
  reportForRequest(@CurrentUser() customer: User, @Param('id', IdParam) id: number, @Body() dto: ReportTransferDto) {
    return this.transfers.reportForRequest(customer, id, dto);
  }

  @Get('plans/:id/months/:chargeId/transfer')
  @ApiOperation({ summary: 'How to pay an open month of an invoice plan by bank transfer' })
  @ApiOkResponse({ type: TransferResponse })
  @ApiNotFoundResponse({ description: 'Plan or month not found (or not yours)', type: ErrorResponse })
  forPlanMonth(@CurrentUser() user: User, @Param('id', IdParam) id: number, @Param('chargeId', IdParam) chargeId: number) {
    return this.transfers.forPlanMonth(user, id, chargeId);
  }

  @Post('plans/:id/months/:chargeId/transfer-notices')
  @Idempotent()
  @Roles(Role.Customer)
  @ApiOperation({ summary: NOTICE_SUMMARY })
  @ApiResponse({ status: HttpStatus.CREATED, type: TransferNoticeResponse })
  @ApiNotFoundResponse({ description: 'Plan or month not found (or not yours)', type: ErrorResponse })
  reportForPlanMonth(
    @CurrentUser() customer: User,
    @Param('id', IdParam) id: number,
    @Param('chargeId', IdParam) chargeId: number,
    @Body() dto: ReportMonthTransferDto,
  ) {
    return this.transfers.reportForPlanMonth(customer, id, chargeId, dto);
  }
}
