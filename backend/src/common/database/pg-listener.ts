import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** How the listening connection shows in pg_stat_activity. */
export const PG_LISTENER_APPLICATION_NAME = 'voosh-listener';
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** What a channel's subscriber is told. */
export interface ChannelSubscriber {
  /** LISTEN took effect (at start and after every reconnection): what was missed meanwhile is read now. */
  listening?(): Promise<void> | void;
  notified(payload: string): void;
  /** The connection is gone: until `listening` again, nothing arrives. */
  lost?(): void;
}

/**
 * One PostgreSQL connection per instance that LISTENs on every channel a feature subscribes to
 * (catalogue versions, live events for the console), so a NOTIFY committed through any instance
 * reaches all of them milliseconds after the commit. A lost connection is retried with a growing
 * delay; subscribers are told when it is lost and when it listens again. Subscribe before the
 * application bootstraps (in a constructor or onModuleInit).
 */
@Injectable()
export class PgListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PgListener');
  private readonly subscribers = new Map<string, ChannelSubscriber[]>();
  private client?: Client;
  private isListening = false;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), subscriber]);
  }

  /** Whether notifications are arriving now. */
  get listening(): boolean {
    return this.isListening;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.subscribers.size) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.isListening = false;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: PG_LISTENER_APPLICATION_NAME });
    this.client = client;
    client.on('notification', (message: Notification) => this.notified(client, message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
      if (this.client !== client) return;
      this.isListening = true;
      this.retryMs = RECONNECT_FIRST_MS;
      for (const subscriber of [...this.subscribers.values()].flat()) await subscriber.listening?.();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private notified(client: Client, { channel, payload }: Notification): void {
    if (client !== this.client) return;
    for (const subscriber of this.subscribers.get(channel) ?? []) {
      try {
        subscriber.notified(payload ?? '');
      } catch (error) {
        this.logger.error({ err: error, channel }, 'A notification subscriber failed');
      }
    }
  }

  private lost(client: Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.isListening = false;
    void client.end().catch(() => undefined);
    for (const subscriber of [...this.subscribers.values()].flat()) subscriber.lost?.();
    if (this.stopped) return;
    this.logger.warn(
      `Not listening for ${[...this.subscribers.keys()].join(', ')} (${error instanceof Error ? error.message : 'connection closed'}); retrying in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => void this.listen(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}
