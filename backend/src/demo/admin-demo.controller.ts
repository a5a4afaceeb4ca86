import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi, ApiListOk } from '../common/decorators/admin-api.decorator';
import { ListQueryDto, listDialect } from '../common/http/simple-rest';
import { ErrorResponse } from '../common/http/error-response';
import { IdParam } from '../common/http/id-param.pipe';
import { DEMO_LIST, DemoService } from './demo.service';
import { DemoSubmissionResponse } from './dto/demo-submission.responses';
import { UpdateDemoSubmissionDto } from './dto/update-demo-submission.dto';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';

@AdminApi('demo-submissions')
@Controller('demo-submissions')
export class AdminDemoController {
  constructor(private readonly demos: DemoService) {}

  @Get()
  @ApiKeyScope('requests:read')
  @ApiOperation({
    summary: 'Demo requests (simple-rest list)',
    description: listDialect(DEMO_LIST, 'demo-submissions', { q: 'name, e-mail or company' }),
  })
  @ApiListOk(DemoSubmissionResponse, 'demo-submissions')
  list(@Query() query: ListQueryDto) {
    return this.demos.list(query);
  }

  @Get(':id')
  @ApiKeyScope('requests:read')
  @ApiOperation({ summary: 'One demo request' })
  @ApiOkResponse({ type: DemoSubmissionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id', IdParam) id: number) {
    return this.demos.get(id);
  }

  @Put(':id')
  @ApiKeyScope('requests:write')
  @ApiOperation({ summary: 'Set the status (contacted, qualified, converted; any order) and/or the admin notes' })
  @ApiOkResponse({ type: DemoSubmissionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  update(@Param('id', IdParam) id: number, @Body() dto: UpdateDemoSubmissionDto) {
    return this.demos.update(id, dto);
  }
}
