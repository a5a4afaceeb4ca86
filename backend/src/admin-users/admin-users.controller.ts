import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentHolder, type SessionHolder } from '../auth/current-session.decorator';
import { CurrentPasswordDto } from '../auth/dto/current-password.dto';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { AdminUserResponse } from './dto/admin-user.response';
import type { User } from '../users/entities/user.entity';
import { AccountSecurityService } from './account-security.service';
import { AdminUsersService, USER_LIST } from './admin-users.service';
import { AccountSecurityResponse } from './dto/account-security.dto';
import { CreateUserDto, TaxExemptionDto, UpdateUserDto } from './dto/admin-user.dto';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

@AdminApi('admin-users')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly security: AccountSecurityService,
  ) {}

  @Get()
  @ApiKeyScope('users:read')
  @ApiOperation({
    summary: 'Users (simple-rest list)',
    description: listDialect(USER_LIST, 'users', { q: 'e-mail or name', twoFactorEnabled: 'true or false: an authenticator app is on' }),
  })
  @ApiListOk(AdminUserResponse, 'users')
  list(@Query() query: ListQueryDto) {
    return this.users.list(query);
  }

  @Get(':id')
  @ApiKeyScope('users:read')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.users.get(id);
  }

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Create a user; the account is verified (an admin made it) and active' })
  @ApiResponse({ status: HttpStatus.CREATED, type: AdminUserResponse })
  @ApiConflictResponse({ description: 'A user with this email already exists', type: ErrorResponse })
  create(@Body() dto: CreateUserDto) {
    return this.users.create(dto);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a user's role or activation; either ends that user's sessions at once" })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Demoting or deactivating yourself, or the last active admin', type: ErrorResponse })
  update(@CurrentUser() actor: User, @Param('id', IdParam) id: number, @Body() dto: UpdateUserDto) {
    return this.users.update(actor, id, dto);
  }

  @Put(':id/tax-exemption')
  @ApiOperation({ summary: 'Exempt an account from tax, saying why (null ends the exemption); audited' })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiBadRequestResponse({ description: 'No reason, or one too long', type: ErrorResponse })
  setTaxExemption(@CurrentUser() actor: User, @Param('id', IdParam) id: number, @Body() { reason }: TaxExemptionDto) {
    return this.users.setTaxExemption(actor, id, reason);
  }

  @Get(':id/security')
  @ApiOperation({ summary: "A user's sign-in security: whether an authenticator app is on, and what staff did to the account" })
  @ApiOkResponse({ type: AccountSecurityResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  securityOf(@Param('id', IdParam) id: number) {
    return this.security.of(id);
  }

  @Post(':id/two-factor/remove')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Remove another user's authenticator app (a lost phone and recovery codes): their sessions end, they are e-mailed, it is audited",
    description: 'Asks your own current password again (`currentPassword`; wrong ones are throttled as sign-ins are).',
  })
  @ApiOkResponse({ type: AccountSecurityResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Your own account (use your profile), or two-factor authentication is off', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong passwords: wait (account_locked)', type: ErrorResponse })
  removeTwoFactor(
    @CurrentUser() actor: User,
    @CurrentHolder() holder: SessionHolder,
    @Param('id', IdParam) id: number,
    @Body() { currentPassword }: CurrentPasswordDto,
  ) {
    return this.security.removeTwoFactor(actor, { ...holder, currentPassword }, id);
  }
}
