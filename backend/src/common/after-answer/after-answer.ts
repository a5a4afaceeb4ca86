import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work a request starts and does not wait for, so that how long its answer takes says nothing of
 * that work (whether an address has an account, say). Failures are logged; the app waits for work
 * under way before it shuts down (before the database closes). Not a queue: work lost to a crash
 * is work the caller can simply ask for again.
 */
@Injectable()
export class AfterAnswer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AfterAnswer');
  private readonly underWay = new Set<Promise<void>>();

  /** Starts `work` now without waiting for it; `what` names it in the log if it fails. */
  run(what: string, work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.logger.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.underWay.delete(running));
    this.underWay.add(running);
  }

  async beforeApplicationShutdown(): Promise<void> {
    while (this.underWay.size > 0) await Promise.all([...this.underWay]);
  }
}
