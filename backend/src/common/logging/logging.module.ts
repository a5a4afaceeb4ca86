import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { __resetOutOfContextForTests as forgetEarlierAppsLogger } from 'nestjs-pino/PinoLogger';
import type { AppConfig } from '../../config/app-config';
import { AppLogger } from './app-logger';
import { LogDestination } from './log-destination';
import { pinoHttpOptions } from './pino-http-options';

/** The app's one pino logger (nestjs-pino's PinoLogger, AppLogger for Nest) and its destination, closed with the app. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    // nestjs-pino logs lines outside a request (start-up, timers) through one logger per process, the
    // first app's: a process that starts another app (tests, two instances in one process) hands it
    // to the new one, whose lines would otherwise go to an earlier app's log, closed or not.
    forgetEarlierAppsLogger();
    const destination = LogDestination.open(config);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(pinoHttpOptions(config, destination))],
      providers: [{ provide: LogDestination, useValue: destination }, AppLogger],
      exports: [AppLogger],
    };
  }
}
