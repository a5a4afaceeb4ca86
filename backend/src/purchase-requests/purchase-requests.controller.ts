import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Role, STAFF_DISPLAY_NAME } from '@voosh/shared';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { SimpleRestPage } from '../common/http/simple-rest-page';
import { CurrentUser } from '../users/current-user.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import type { User } from '../users/entities/user.entity';
import { CreatePurchaseRequestDto } from './dto/create-purchase-request.dto';
import { PurchaseRequestEventResponse, PurchaseRequestResponse } from './dto/purchase-request.responses';
import { UpdatePurchaseRequestDto } from './dto/update-purchase-request.dto';
import { ApprovalDecisionDto } from './dto/approval-decision.dto';
import { RequestApprovalsService } from './request-approvals.service';
import { PURCHASE_REQUEST_LIST, PurchaseRequestsService } from './purchase-requests.service';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';

const NOT_FOUND = 'Purchase request not found (or not yours)';

@ApiTags('purchase-requests')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid session', type: ErrorResponse })
@ApiBadRequestResponse({ description: 'Invalid body, query or id; `error` is the message to show', type: ErrorResponse })
@Controller('purchase-requests')
export class PurchaseRequestsController {
  constructor(
    private readonly requests: PurchaseRequestsService,
    private readonly approvals: RequestApprovalsService,
  ) {}

  @Post(':id/approval')
  @Roles(Role.Customer)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Approve or decline a request of your company that waits for an approver (the company's approvers and owners, never its own buyer)",
    description: 'Approved for the first time, the request reaches the vendor. The decision and its note go on the timeline.',
  })
  @ApiOkResponse({ type: PurchaseRequestResponse })
  @ApiForbiddenResponse({
    description: 'Your role does not approve (company_role), or it is your own request (own_request)',
    type: ErrorResponse,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorResponse })
  @ApiConflictResponse({ description: 'It is not waiting for approval (not_waiting)', type: ErrorResponse })
  decide(@CurrentUser() user: User, @Param('id', IdParam) id: number, @Body() dto: ApprovalDecisionDto) {
    return this.approvals.decide(user, id, dto);
  }

  @Post()
  @Roles(Role.Customer)
  @ApiOperation({
    summary:
      'Submit a purchase request from the cart ({products, totalAmount, status}) or a product page ({productName, quantity, totalAmount, status, productType})',
    description:
      'Prices and totals come from the catalogue; client totals are ignored. From the cart, the request is built from the ' +
      "customer's cart, which `products` must match (409 otherwise), and the cart is emptied. Quote-only products may be " +
      'requested from a product page (total 0 until an admin sets an adjusted amount).',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A repeated submit with the same key and the same body answers the first request; the same key with another body is a 422',
  })
  @ApiResponse({ status: HttpStatus.CREATED, type: PurchaseRequestResponse })
  @ApiConflictResponse({ description: 'The cart changed since the client read it', type: ErrorResponse })
  @ApiUnprocessableEntityResponse({ description: 'Idempotency-Key was already used with a different request body', type: ErrorResponse })
  create(@CurrentUser() user: User, @Body() dto: CreatePurchaseRequestDto, @Headers('idempotency-key') idempotencyKey?: string) {
    return this.requests.create(user, dto, idempotencyKey);
  }

  @Get()
  @ApiKeyScope('requests:read')
  @ApiOperation({
    summary: "Customers: their own requests (newest first, up to 100). Admins: every request, in ra-data-simple-rest's dialect",
    description: listDialect(PURCHASE_REQUEST_LIST, 'purchase-requests', { status: 'one or a list', q: 'customer, product, notes or id' }),
  })
  @ApiOkResponse({ type: [PurchaseRequestResponse], description: 'Content-Range: purchase-requests a-b/total' })
  @SimpleRestPage('purchase-requests')
  list(@CurrentUser() user: User, @Query() query: ListQueryDto) {
    return this.requests.list(user, query);
  }

  @Get(':id')
  @ApiKeyScope('requests:read')
  @ApiOperation({ summary: 'One request: the owner or an admin' })
  @ApiOkResponse({ type: PurchaseRequestResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorResponse })
  get(@CurrentUser() user: User, @Param('id', IdParam) id: number) {
    return this.requests.get(user, id);
  }

  @Get(':id/events')
  @ApiKeyScope('requests:read')
  @ApiOperation({
    summary: "A request's audit timeline, oldest first: the owner or an admin",
    description: `Admins see who made each change; the owner sees changes made by staff as '${STAFF_DISPLAY_NAME}', without their id, name or e-mail.`,
  })
  @ApiOkResponse({ type: [PurchaseRequestEventResponse] })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorResponse })
  events(@CurrentUser() user: User, @Param('id', IdParam) id: number) {
    return this.requests.timeline(user, id);
  }

  @Put(':id')
  @ApiKeyScope('requests:write')
  @Roles(Role.Admin)
  @ApiOperation({
    summary: 'Set status (along the transition table), admin notes and an adjusted amount; the customer is e-mailed on a status change',
  })
  @ApiOkResponse({ type: PurchaseRequestResponse })
  @ApiNotFoundResponse({ description: 'Purchase request not found', type: ErrorResponse })
  @ApiConflictResponse({
    description: 'A forbidden status change; the message and `allowedStatuses` name the allowed next statuses',
    type: ErrorResponse,
  })
  update(@CurrentUser() admin: User, @Param('id', IdParam) id: number, @Body() dto: UpdatePurchaseRequestDto) {
    return this.requests.update(admin, id, dto);
  }
}
