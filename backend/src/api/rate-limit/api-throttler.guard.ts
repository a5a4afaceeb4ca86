import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { routeMetadata } from '../../common/decorators/route-metadata';
import { ApiError } from '../../common/http/api-error';
import { TOO_MANY_REQUESTS } from '../../common/http/rate-limits';
import { Metrics } from '../../common/metrics/metrics';

/**
 * @nestjs/throttler's guard (throttlers in apiThrottlers), global and ahead of the CallerGuard so a
 * flood of unauthenticated calls is counted too. Over a limit: the API's error shape with
 * `type: 'rate_limited'` and a plain Retry-After (the throttler's own would be `Retry-After-api`).
 */
@Injectable()
export class ApiThrottlerGuard extends ThrottlerGuard {
  // The throttler reads six marks per throttler and request: from the remembered route metadata.
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    private readonly metrics: Metrics,
  ) {
    super(options, storage, routeMetadata);
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    // The api limit counts one key per caller (its tracker); the per-address one, a key per route.
    this.metrics.rateLimitRefusals.inc({ limit: detail.key === detail.tracker ? 'api' : 'per-address' });
    const retryAfterSeconds = Math.max(1, detail.timeToExpire, detail.timeToBlockExpire);
    throw new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      TOO_MANY_REQUESTS,
      { type: 'rate_limited' },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}
