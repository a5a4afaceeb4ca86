import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminCompaniesModule } from './admin-companies/admin-companies.module';
import { StatementsModule } from './statements/statements.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { PrivacyModule } from './privacy/privacy.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { CatalogAdminModule } from './catalog-admin/catalog-admin.module';
import { CatalogModule } from './catalog/catalog.module';
import { DomainEventsModule } from './common/events/domain-events.module';
import { JobQueueModule } from './common/queue/job-queue.module';
import { LoggingModule } from './common/logging/logging.module';
import { ApiModule } from './api/api.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CurrencyModule } from './currency/currency.module';
import { DatabaseStartupService } from './database/database-startup.service';
import { DemoModule } from './demo/demo.module';
import { ormConfig } from './database/mikro-orm.config';
import { PgListenerModule } from './common/database/pg-listener.module';
import { ExportsModule } from './exports/exports.module';
import { GoLiveModule } from './go-live/go-live.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { LiveModule } from './live/live.module';
import { MailModule } from './mail/mail.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { TransfersModule } from './transfers/transfers.module';
import { DocumentsModule } from './documents/documents.module';
import { PlansModule } from './plans/plans.module';
import { ProfileModule } from './profile/profile.module';
import { CompaniesModule } from './companies/companies.module';
import { PurchaseRequestsModule } from './purchase-requests/purchase-requests.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

/** The whole API, built for one validated configuration. */
@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Each request's ORM context is its request scope (common/http/request-scope.ts), set up with the app.
        MikroOrmModule.forRoot({ ...ormConfig(config.databaseUrl!), registerRequestContext: false }),
        ScheduleModule.forRoot(),
        PgListenerModule,
        DomainEventsModule,
        JobQueueModule,
        SettingsModule,
        ApiModule,
        UsersModule,
        MailModule,
        NotificationsModule,
        AuthModule,
        CatalogModule,
        CatalogAdminModule,
        CartModule,
        PurchaseRequestsModule,
        PaymentsModule,
        DocumentsModule,
        PlansModule,
        TransfersModule,
        DemoModule,
        ProfileModule,
        CompaniesModule,
        AdminUsersModule,
        AdminCompaniesModule,
        StatementsModule,
        ApiKeysModule,
        WebhooksModule,
        PrivacyModule,
        HealthModule,
        MetricsModule,
        AnalyticsModule,
        CurrencyModule,
        LiveModule,
        ExportsModule,
        GoLiveModule,
        // Last: Nest shuts modules down from the farthest from the root to the nearest, and those at one
        // distance in import order, so the log closes after every other module's last line.
        LoggingModule.forRoot(config),
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }, DatabaseStartupService],
      exports: [APP_CONFIG],
    };
  }
}
