import { Body, Controller, Get, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { CurrentUser } from '../users/current-user.decorator';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { UserResponse } from '../users/dto/user.response';
import type { User } from '../users/entities/user.entity';
import { AdminUsersService, USER_LIST } from './admin-users.service';
import { CreateUserDto, UpdateUserDto } from './dto/admin-user.dto';

@AdminApi('admin-users')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({
    summary: 'Users (simple-rest list)',
    description: listDialect(USER_LIST, 'users', { q: 'e-mail or name' }),
  })
  @ApiListOk(UserResponse, 'users')
  list(@Query() query: ListQueryDto) {
    return this.users.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.users.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a user; the account is verified (an admin made it) and active' })
  @ApiResponse({ status: HttpStatus.CREATED, type: UserResponse })
  @ApiConflictResponse({ description: 'A user with this email already exists', type: ErrorResponse })
  create(@Body() dto: CreateUserDto) {
    return this.users.create(dto);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a user's role or activation; either ends that user's sessions at once" })
  @ApiOkResponse({ type: UserResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'Demoting or deactivating yourself, or the last active admin', type: ErrorResponse })
  update(@CurrentUser() actor: User, @Param('id', IdParam) id: number, @Body() dto: UpdateUserDto) {
    return this.users.update(actor, id, dto);
  }
}
