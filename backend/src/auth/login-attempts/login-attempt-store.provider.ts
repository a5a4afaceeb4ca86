import { EntityManager } from '@mikro-orm/postgresql';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { LOGIN_ATTEMPT_STORE } from './login-attempt-store';
import { RedisLoginAttemptStore } from './redis-login-attempt-store';
import { SqlLoginAttemptStore } from './sql-login-attempt-store';

/** The sign-in counts in Redis when REDIS_URL is set (as the API rate limit's), else in PostgreSQL. */
export const loginAttemptStoreProvider: Provider = {
  provide: LOGIN_ATTEMPT_STORE,
  inject: [APP_CONFIG, EntityManager],
  useFactory: (config: AppConfig, em: EntityManager) =>
    config.redisUrl ? new RedisLoginAttemptStore(config.redisUrl, config.redisKeyPrefix) : new SqlLoginAttemptStore(em),
};
