import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config';
import { AppLogger } from './app-logger';
import { LogDestination } from './log-destination';
import { pinoHttpOptions } from './pino-http-options';

/** The app's one pino logger (nestjs-pino's PinoLogger, AppLogger for Nest) and its destination, closed with the app. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const destination = LogDestination.open(config);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(pinoHttpOptions(config, destination))],
      providers: [{ provide: LogDestination, useValue: destination }, AppLogger],
      exports: [AppLogger],
    };
  }
}
