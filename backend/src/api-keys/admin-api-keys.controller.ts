import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentHolder, type SessionHolder } from '../auth/current-session.decorator';
import { CurrentPasswordDto } from '../auth/dto/current-password.dto';
import { REAUTHENTICATION_DESCRIPTION } from '../auth/reauthentication.service';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import type { User } from '../users/entities/user.entity';
import { API_KEY_LIST, ApiKeysService } from './api-keys.service';
import { ApiKeyResponse, CreatedApiKeyResponse } from './dto/api-key.responses';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

/** Admins' management of API keys; no key reaches it (no scope opens it). */
@AdminApi('admin-api-keys')
@Controller('admin/api-keys')
export class AdminApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'API keys (simple-rest list), never their secrets', description: listDialect(API_KEY_LIST, 'api-keys') })
  @ApiListOk(ApiKeyResponse, 'api-keys')
  list(@Query() query: ListQueryDto) {
    return this.keys.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One API key' })
  @ApiOkResponse({ type: ApiKeyResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.keys.get(id);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Make an API key that acts for you on the scopes chosen; its secret is in this answer only',
    description: REAUTHENTICATION_DESCRIPTION,
  })
  @ApiResponse({ status: HttpStatus.CREATED, type: CreatedApiKeyResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords: wait (account_locked)', type: ErrorResponse })
  create(@CurrentUser() admin: User, @CurrentHolder() holder: SessionHolder, @Body() dto: CreateApiKeyDto) {
    return this.keys.create(admin, { ...holder, currentPassword: dto.currentPassword }, dto);
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Revoke an API key: refused from its next call, on every instance', description: REAUTHENTICATION_DESCRIPTION })
  @ApiOkResponse({ type: ApiKeyResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Already revoked', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords: wait (account_locked)', type: ErrorResponse })
  revoke(
    @CurrentUser() admin: User,
    @CurrentHolder() holder: SessionHolder,
    @Param('id', IdParam) id: number,
    @Body() { currentPassword }: CurrentPasswordDto,
  ) {
    return this.keys.revoke(admin, { ...holder, currentPassword }, id);
  }
}
