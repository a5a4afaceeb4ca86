import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CATALOG_CHANGED_CHANNEL, readCatalogVersion } from './catalog-version';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** How the listening connection shows in pg_stat_activity. */
export const CATALOG_WATCHER_APPLICATION_NAME = 'voosh-catalog-watcher';

/**
 * The current catalogue version, without a query per request. A connection of its own LISTENs on
 * CATALOG_CHANGED_CHANNEL, so an edit committed through any instance reaches this one when
 * PostgreSQL delivers the notification (milliseconds after the commit), and an edit made through
 * this one applies at once (advanceTo). While that connection is down (start-up, a database
 * restart), callers read the version from the table instead, so no edit is missed meanwhile; the
 * connection is retried with a growing delay.
 */
@Injectable()
export class CatalogVersionWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogVersion');
  /** Set only while listening: otherwise the table is the one source. */
  private known?: number;
  private client?: Client;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;
  /** The table read under way, and the one that starts when it is done (see readShared). */
  private versionRead?: Promise<number>;
  private nextVersionRead?: Promise<number>;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.disconnect();
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

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: CATALOG_WATCHER_APPLICATION_NAME });
    this.client = client;
    client.on('notification', (message: Notification) => this.notified(client, message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
      // Read after LISTEN: an edit committed in between is in the table or in a notification.
      const version = await readCatalogVersion(this.em.fork());
      if (this.client !== client) return;
      this.known = Math.max(this.known ?? 0, version);
      this.retryMs = RECONNECT_FIRST_MS;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private notified(client: Client, { channel, payload }: Notification): void {
    if (client !== this.client || channel !== CATALOG_CHANGED_CHANNEL || this.known === undefined) return;
    const version = Number(payload);
    this.known = Number.isSafeInteger(version) ? Math.max(this.known, version) : undefined;
    // A payload we cannot read: ask the table until the connection is made again.
    if (this.known === undefined) this.lost(client, new Error(`unreadable notification payload "${payload}"`));
  }

  private lost(client: Client, error?: unknown): void {
    if (client !== this.client) return;
    this.known = undefined;
    this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(
      `Not listening for catalogue edits (${error instanceof Error ? error.message : 'connection closed'}); ` +
        `reading the version per request, retrying in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.known = undefined;
    this.client = undefined;
    await client?.end().catch(() => undefined);
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
