import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { CurrentHolder, type SessionHolder } from '../auth/current-session.decorator';
import { CurrentPasswordDto } from '../auth/dto/current-password.dto';
import { REAUTHENTICATION_DESCRIPTION } from '../auth/reauthentication.service';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { CreateWebhookEndpointDto, ReplayWebhookDeliveriesDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint.dto';
import {
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
  WebhookEndpointWithSecretResponse,
  WebhookReplayResponse,
} from './dto/webhook.responses';
import { WEBHOOK_DELIVERY_LIST, WEBHOOK_ENDPOINT_LIST, WebhookEndpointsService } from './webhook-endpoints.service';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

/** Admins' outgoing webhooks: endpoints, their secrets, deliveries and replays. No API key reaches it. */
@AdminApi('admin-webhooks')
@Controller('admin/webhook-endpoints')
export class AdminWebhooksController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Get()
  @ApiOperation({
    summary: 'Webhook endpoints (simple-rest list), never their secrets',
    description: listDialect(WEBHOOK_ENDPOINT_LIST, 'webhook-endpoints'),
  })
  @ApiListOk(WebhookEndpointResponse, 'webhook-endpoints')
  list(@Query() query: ListQueryDto) {
    return this.endpoints.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One webhook endpoint' })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.endpoints.get(id);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Register an endpoint for the events chosen; its signing secret is in this answer only',
    description: REAUTHENTICATION_DESCRIPTION,
  })
  @ApiResponse({ status: HttpStatus.CREATED, type: WebhookEndpointWithSecretResponse })
  create(@CurrentUser() admin: User, @CurrentHolder() holder: SessionHolder, @Body() dto: CreateWebhookEndpointDto) {
    return this.endpoints.create(admin, { ...holder, currentPassword: dto.currentPassword }, dto);
  }

  @Put(':id')
  @ApiOperation({
    summary: "Change an endpoint's address, description or events, or disable or enable it",
    description: `A new \`url\` or new \`eventTypes\` (other than the endpoint has): ${REAUTHENTICATION_DESCRIPTION} The description and \`enabled\` change without it.`,
  })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  update(
    @CurrentUser() admin: User,
    @CurrentHolder() holder: SessionHolder,
    @Param('id', IdParam) id: number,
    @Body() { currentPassword, ...changes }: UpdateWebhookEndpointDto,
  ) {
    return this.endpoints.update(admin, { ...holder, currentPassword }, id, changes);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove an endpoint and its deliveries; answers the removed endpoint' })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  remove(@CurrentUser() admin: User, @Param('id', IdParam) id: number) {
    return this.endpoints.remove(admin, id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'A new signing secret, shown once; the old one also signs for 24 hours',
    description: REAUTHENTICATION_DESCRIPTION,
  })
  @ApiOkResponse({ type: WebhookEndpointWithSecretResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  rotate(
    @CurrentUser() admin: User,
    @CurrentHolder() holder: SessionHolder,
    @Param('id', IdParam) id: number,
    @Body() { currentPassword }: CurrentPasswordDto,
  ) {
    return this.endpoints.rotateSecret(admin, { ...holder, currentPassword }, id);
  }

  @Post(':id/test')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send a `webhook.test` event to this endpoint' })
  @ApiResponse({ status: HttpStatus.ACCEPTED, type: WebhookDeliveryResponse })
  @ApiConflictResponse({ description: 'The endpoint is disabled', type: ErrorResponse })
  test(@Param('id', IdParam) id: number) {
    return this.endpoints.sendTest(id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: "An endpoint's deliveries (simple-rest list), newest first",
    description: listDialect(WEBHOOK_DELIVERY_LIST, 'webhook-deliveries'),
  })
  @ApiListOk(WebhookDeliveryResponse, 'webhook-deliveries')
  @ApiNotFoundResponse({ type: ErrorResponse })
  deliveries(@Param('id', IdParam) id: number, @Query() query: ListQueryDto) {
    return this.endpoints.deliveries(id, query);
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send one delivery again now' })
  @ApiResponse({ status: HttpStatus.ACCEPTED, type: WebhookDeliveryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The endpoint is disabled, or the delivery succeeded already', type: ErrorResponse })
  @ApiResponse({ status: HttpStatus.GONE, description: 'The delivery was deleted past the retention period', type: ErrorResponse })
  replay(@Param('id', IdParam) id: number, @Param('deliveryId', IdParam) deliveryId: number) {
    return this.endpoints.replay(id, deliveryId);
  }

  @Post(':id/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send again every failed delivery made since a time' })
  @ApiResponse({ status: HttpStatus.ACCEPTED, type: WebhookReplayResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The endpoint is disabled', type: ErrorResponse })
  replayFailed(@Param('id', IdParam) id: number, @Body() dto: ReplayWebhookDeliveriesDto) {
    return this.endpoints.replayFailed(id, new Date(dto.since));
  }
}
