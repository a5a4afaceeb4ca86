import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PgListener } from '../common/database/pg-listener';
import { CATALOG_CHANGED_CHANNEL, readCatalogVersion } from './catalog-version';

/**
 * The current catalogue version, without a query per request. The instance's PgListener LISTENs
 * on CATALOG_CHANGED_CHANNEL, so an edit committed through any instance reaches this one when
 * PostgreSQL delivers the notification (milliseconds after the commit), and an edit made through
 * this one applies at once (advanceTo). While that connection is down (start-up, a database
 * restart), callers read the version from the table instead, so no edit is missed meanwhile.
 */
@Injectable()
export class CatalogVersionWatcher {
  /** Set only while listening: otherwise the table is the one source. */
  private known?: number;
  /** The table read under way, and the one that starts when it is done (see readShared). */
  private versionRead?: Promise<number>;
  private nextVersionRead?: Promise<number>;

  constructor(
    private readonly em: EntityManager,
    listener: PgListener,
  ) {
    listener.subscribe(CATALOG_CHANGED_CHANNEL, {
      // Read after LISTEN: an edit committed in between is in the table or in a notification.
      listening: async () => {
        const version = await readCatalogVersion(this.em.fork());
        if (listener.listening) this.known = Math.max(this.known ?? 0, version);
      },
      notified: (payload) => {
        if (this.known === undefined) return;
        const version = Number(payload);
        // A payload we cannot read: ask the table from now on.
        this.known = Number.isSafeInteger(version) ? Math.max(this.known, version) : undefined;
      },
      lost: () => {
        this.known = undefined;
      },
    });
  }

  /** Whether notifications are arriving (the version is known without asking the table). */
  get listening(): boolean {
    return this.known !== undefined;
  }

  current(): Promise<number> {
    return this.known !== undefined ? Promise.resolve(this.known) : this.readShared();
  }

  /** An edit committed through this instance: its version applies here without waiting for the notification. */
  advanceTo(version: number): void {
    if (this.known !== undefined) this.known = Math.max(this.known, version);
  }

  /**
   * The version from the table, with one query for every caller waiting at the same time. A caller
   * never takes the answer of a read that began before it came (it could predate an edit the
   * caller has seen committed): while one is under way, callers share the next one, which starts
   * when it ends.
   */
  private readShared(): Promise<number> {
    if (!this.versionRead) return this.startRead();
    this.nextVersionRead ??= this.versionRead
      .catch(() => undefined)
      .then(() => {
        this.nextVersionRead = undefined;
        return this.startRead();
      });
    return this.nextVersionRead;
  }

  private startRead(): Promise<number> {
    const read: Promise<number> = readCatalogVersion(this.em.fork()).finally(() => {
      if (this.versionRead === read) this.versionRead = undefined;
    });
    this.versionRead = read;
    return read;
  }
}
