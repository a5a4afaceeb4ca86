import { type EventEmitter, once } from 'node:events';
import type { OnApplicationShutdown } from '@nestjs/common';
import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../../config/app-config';

/** What the app's lines are written to: pino-pretty's worker thread (ThreadStream) or a file descriptor (SonicBoom). */
type Sink = DestinationStream & EventEmitter & { end(): void; flush(done: (error?: Error) => void): void; readonly destroyed?: boolean };

/**
 * Where the app's log lines go, opened with the app and closed with it: pretty single lines in
 * development (pino-pretty, in a worker thread of its own), JSON lines otherwise; to LOG_FILE or
 * standard output. Closing ends the worker thread and the file, so an app that is closed (a test's,
 * or one whose start failed) leaves no thread or file open behind it. A line written after the
 * close goes to standard error: it is not lost.
 */
export class LogDestination implements DestinationStream, OnApplicationShutdown {
  private closed = false;

  private constructor(
    private readonly sink: Sink,
    /** Whether closing ends the sink (a thread or a file of the app's own, not standard output). */
    private readonly ownsSink: boolean,
  ) {}

  static open({ nodeEnv, logFile }: Pick<AppConfig, 'nodeEnv' | 'logFile'>): LogDestination {
    if (nodeEnv === 'development') {
      // The thread writes each line as it reads it (sync), so that a flush of the thread is one of the output.
      const options = { singleLine: true, sync: true, ...(logFile && { destination: logFile, mkdir: true }) };
      return new LogDestination(pino.transport({ target: 'pino-pretty', options }), true);
    }
    if (logFile) return new LogDestination(pino.destination({ dest: logFile, mkdir: true }), true);
    return new LogDestination(pino.destination(1), false);
  }

  write(line: string): void {
    if (this.closed) process.stderr.write(line);
    else this.sink.write(line);
  }

  /**
   * Resolves once every line written so far is out: through the thread and written (development),
   * or handed to the file or standard output. What is printed after it (npm start's summary)
   * comes after those lines.
   */
  flushed(): Promise<void> {
    if (this.closed || this.sink.destroyed) return Promise.resolve();
    // A failed flush (fsync of a pipe, say) has still written what it held: it is not the caller's concern.
    return new Promise((resolve) => this.sink.flush(() => resolve()));
  }

  /** Once every other module has shut down (the logging module is imported last: see AppModule). */
  async onApplicationShutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.ownsSink || this.sink.destroyed) return;
    // A sink that fails as it closes (its thread gone already) is closed all the same.
    const closed = once(this.sink, 'close').catch(() => undefined);
    this.sink.end();
    await closed;
  }
}
