import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { CatalogAdminModule } from './catalog-admin/catalog-admin.module';
import { CatalogModule } from './catalog/catalog.module';
import { assignRequestId } from './common/http/request-id';
import { MaintenanceModule } from './common/maintenance/maintenance.module';
import { TOO_MANY_REQUESTS } from './common/rate-limit/rate-limit.middleware';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CurrencyModule } from './currency/currency.module';
import { DatabaseStartupService } from './database/database-startup.service';
import { DemoModule } from './demo/demo.module';
import { ormConfig } from './database/mikro-orm.config';
import { HealthController } from './health/health.controller';
import { MailModule } from './mail/mail.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { ProfileModule } from './profile/profile.module';
import { PurchaseRequestsModule } from './purchase-requests/purchase-requests.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

export { TOO_MANY_REQUESTS };

/** The whole API, built for one validated configuration. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: assignRequestId,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
            // Query strings can hold one-time values (Google's code and state): log the path only.
            serializers: {
              req: (request: { id: string; method: string; url: string }) => ({
                id: request.id,
                method: request.method,
                path: request.url.split('?')[0],
              }),
            },
            transport: config.nodeEnv === 'development' ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
          },
        }),
        MikroOrmModule.forRoot({ ...ormConfig(config.databaseUrl!), registerRequestContext: true }),
        ThrottlerModule.forRoot({
          throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRateLimitPerMinute }],
          errorMessage: TOO_MANY_REQUESTS,
        }),
        ScheduleModule.forRoot(),
        SettingsModule,
        // Middleware in this order, before the global AuthGuard: count the call, then maintenance.
        RateLimitModule,
        MaintenanceModule,
        UsersModule,
        MailModule,
        NotificationsModule,
        AuthModule,
        CatalogModule,
        CatalogAdminModule,
        CartModule,
        PurchaseRequestsModule,
        PaymentsModule,
        DemoModule,
        ProfileModule,
        AdminUsersModule,
        AnalyticsModule,
        CurrencyModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_CONFIG, useValue: config }, DatabaseStartupService],
      exports: [APP_CONFIG],
    };
  }
}
