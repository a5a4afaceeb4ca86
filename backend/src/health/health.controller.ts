import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Header, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService } from '@nestjs/terminus';
import { Public } from '../common/decorators/public.decorator';
import { ApiError } from '../common/http/api-error';
import { ErrorResponse } from '../common/http/error-response';
import { ReadinessChecks } from './readiness-checks';

class HealthResponse {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
  @ApiProperty({ example: 'up' }) database!: 'up';
}

class LiveResponse {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
}

class ReadyResponse {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
  @ApiProperty({
    description: 'Each check (database, migrations, listener, redis, queue) and its status',
    example: {
      database: { status: 'up' },
      migrations: { status: 'up' },
      listener: { status: 'up' },
      redis: { status: 'up' },
      queue: { status: 'up' },
    },
    type: 'object',
    additionalProperties: true,
  })
  details!: Record<string, unknown>;
}

/** For probes and load balancers: never cached, never rate limited or held by maintenance mode. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessChecks,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database ping' })
  @ApiOkResponse({ type: HealthResponse })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer', type: ErrorResponse })
  async check(): Promise<HealthResponse> {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }

  @Get('live')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Liveness: the process answers (restart it when this fails)' })
  @ApiOkResponse({ type: LiveResponse })
  live(): LiveResponse {
    return { status: 'ok' };
  }

  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Readiness: the database answers, migrations are current, the LISTEN connection is up, Redis answers (when configured) and the job queue runs (send traffic only then)',
  })
  @ApiOkResponse({ type: ReadyResponse })
  @ApiServiceUnavailableResponse({ description: 'A check is down; `details` says which and why (`type` not_ready)', type: ErrorResponse })
  async ready(): Promise<ReadyResponse> {
    try {
      const { details } = await this.health.check(this.readiness.all());
      return { status: 'ok', details };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const { details } = error.getResponse() as { details: Record<string, unknown> };
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'Not ready', { type: 'not_ready', details });
    }
  }
}
