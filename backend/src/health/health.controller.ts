import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ApiError } from '../common/http/api-error';
import { ErrorResponse } from '../common/http/error-response';

class HealthResponse {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
  @ApiProperty({ example: 'up' }) database!: 'up';
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database ping' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer', type: ErrorResponse })
  async health(): Promise<HealthResponse> {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
