import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { CallersModule } from '../callers.module';
import { MaintenanceMiddleware } from './maintenance.middleware';

/** Maintenance mode: 503 for non-admin API calls while the admin setting is on. */
@Module({
  imports: [CallersModule],
  providers: [MaintenanceMiddleware],
})
export class MaintenanceModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MaintenanceMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
