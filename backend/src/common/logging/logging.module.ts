import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';
import { AppLogger } from './app-logger';
import { LogDestination } from './log-destination';
import { appPinoLogger, nestPinoParams, RequestLog } from './request-log';

/** The app's one pino logger (nestjs-pino's PinoLogger, AppLogger for Nest, RequestLog for answers) and its destination, closed with the app. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const destination = LogDestination.open(config);
    const logger = appPinoLogger(config, destination);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(nestPinoParams(logger))],
      providers: [{ provide: LogDestination, useValue: destination }, RequestLog, AppLogger],
      exports: [AppLogger, RequestLog],
    };
  }
}
