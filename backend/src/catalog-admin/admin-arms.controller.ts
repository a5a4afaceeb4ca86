import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ARM_LIST, AdminArmsService } from './admin-arms.service';
import { CreateArmDto, UpdateArmDto } from './dto/arm-body.dto';
import { AdminArmResponse } from './dto/catalog-admin.responses';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';
import { Idempotent } from '../common/idempotency/idempotent.decorator';

@AdminApi('admin-catalogue')
@Controller('admin/arms')
export class AdminArmsController {
  constructor(private readonly arms: AdminArmsService) {}

  @Get()
  @ApiKeyScope('catalog:read')
  @ApiOperation({ summary: 'Arms (simple-rest list)', description: listDialect(ARM_LIST, 'arms', { q: 'text in the name or title' }) })
  @ApiListOk(AdminArmResponse, 'arms')
  list(@Query() query: ListQueryDto) {
    return this.arms.list(query);
  }

  @Get(':id')
  @ApiKeyScope('catalog:read')
  @ApiOperation({ summary: 'One arm' })
  @ApiOkResponse({ type: AdminArmResponse })
  @ApiNotFoundResponse({ description: 'Arm not found', type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.arms.get(id);
  }

  @Post()
  @Idempotent()
  @ApiKeyScope('catalog:write')
  @ApiOperation({ summary: 'Create an arm (its page is /arms/{lowercase name})' })
  @ApiCreatedResponse({ type: AdminArmResponse })
  @ApiConflictResponse({ description: 'An arm with this name already exists', type: ErrorResponse })
  create(@Body() dto: CreateArmDto) {
    return this.arms.create(dto);
  }

  @Put(':id')
  @ApiKeyScope('catalog:write')
  @ApiOperation({ summary: 'Change an arm (only the fields sent); a new name moves its page' })
  @ApiOkResponse({ type: AdminArmResponse })
  @ApiNotFoundResponse({ description: 'Arm not found', type: ErrorResponse })
  @ApiConflictResponse({ description: 'An arm with this name already exists', type: ErrorResponse })
  update(@Param('id', IdParam) id: number, @Body() dto: UpdateArmDto) {
    return this.arms.update(id, dto);
  }

  @Delete(':id')
  @ApiKeyScope('catalog:write')
  @ApiOperation({ summary: 'Delete an arm that has no products (archived ones count); answers the deleted arm' })
  @ApiOkResponse({ type: AdminArmResponse })
  @ApiNotFoundResponse({ description: 'Arm not found', type: ErrorResponse })
  @ApiConflictResponse({ description: 'The arm still has products', type: ErrorResponse })
  remove(@Param('id', IdParam) id: number) {
    return this.arms.remove(id);
  }
}
