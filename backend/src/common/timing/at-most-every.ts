/** Tells when housekeeping that need not run on every call (purging stale rows) is due: at most once per `ms`, per instance. */
export class AtMostEvery {
  private last = 0;

  constructor(private readonly ms: number) {}

  due(now = Date.now()): boolean {
    if (now - this.last < this.ms) return false;
    this.last = now;
    return true;
  }
}
