/**
 * Runs `work` one run at a time. A call made while a run is under way gets one more run after it,
 * shared by every call made meanwhile: the run under way may have read what it works on before
 * the caller's change committed (a plan started, a currency change stored), which would otherwise
 * wait for the next scheduled run.
 */
export class SerialRun {
  private running?: Promise<void>;
  private queued?: Promise<void>;

  constructor(private readonly work: () => Promise<void>) {}

  run(): Promise<void> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<void> {
    const running = this.work().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }
}
