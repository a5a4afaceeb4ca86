import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminApi } from '../common/decorators/admin-api.decorator';
import { AnalyticsService } from './analytics.service';
import { AnalyticsResponse } from './dto/analytics.response';
import { ApiKeyScope } from '../common/decorators/api-key-scope.decorator';

@AdminApi('analytics')
@Controller('admin/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiKeyScope('analytics:read')
  @ApiOperation({ summary: 'Revenue, pending counts, counts by status, the last 12 months, revenue by arm and the demo funnel' })
  @ApiOkResponse({ type: AnalyticsResponse })
  summary() {
    return this.analytics.summary();
  }
}
