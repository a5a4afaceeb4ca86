import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdminSettings, DEFAULT_SETTINGS, EmailConfig } from '@voosh/shared';
import { badRequest } from '../common/http/api-error';
import { PublicSettingsResponse, SettingsResponse } from './dto/settings.response';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { Setting } from './entities/setting.entity';

/** How long one instance trusts its copy before refreshing it; edits made on this instance apply at once. */
const CACHE_MS = 2000;

export const ONE_SETTING_PER_CALL = 'Send exactly one setting to change, e.g. {"emailNotifications": false}, or {"emailConfig": {...}}';

/**
 * The admin settings: stored per key, defaults from libs/shared for keys never saved. Read on
 * hot paths (rate limit, maintenance, session lifetime), so kept briefly in memory.
 */
@Injectable()
export class SettingsService {
  private cached?: { settings: AdminSettings; at: number };
  /** One database read at a time when the cache runs out, however many requests ask. */
  private loading?: Promise<AdminSettings>;
  /** Bumped by save() so a read that started before it cannot cache what it read. */
  private generation = 0;

  constructor(private readonly em: EntityManager) {}

  /**
   * The settings. Past CACHE_MS, the copy held is answered at once while one read refreshes it:
   * callers run inside transactions (each holding a pooled connection), and had they all waited
   * for a read needing one more connection, a busy pool starved until its acquire timeout (found
   * by `npm run load`). Only with no copy at all (first use, just after a save) is the read awaited.
   */
  async current(): Promise<AdminSettings> {
    const cached = this.cached;
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.settings;
    const loading = this.refresh();
    if (!cached) return loading;
    loading.catch(() => undefined); // a failed refresh keeps the copy; the next call tries again
    return cached.settings;
  }

  /** One database read at a time, however many callers ask. */
  private refresh(): Promise<AdminSettings> {
    if (!this.loading) {
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** Saves the given keys (upsert) and drops this instance's cache. */
  async save(patch: Partial<AdminSettings>): Promise<AdminSettings> {
    const em = this.em.fork();
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      await em.upsert(Setting, { key, value });
    }
    this.cached = undefined;
    this.loading = undefined;
    this.generation += 1;
    return this.current();
  }

  async adminView(): Promise<SettingsResponse> {
    return SettingsResponse.from(await this.current());
  }

  async publicView(): Promise<PublicSettingsResponse> {
    const { maintenanceMode } = await this.current();
    return { maintenanceMode };
  }

  /** One setting, or the e-mail configuration whose password is kept when none is sent. */
  async update(dto: UpdateSettingsDto): Promise<SettingsResponse> {
    const keys = Object.keys(dto).filter((key) => dto[key as keyof UpdateSettingsDto] !== undefined) as (keyof UpdateSettingsDto)[];
    if (keys.length !== 1) throw badRequest(ONE_SETTING_PER_CALL);
    const [key] = keys as [keyof UpdateSettingsDto];
    if (key !== 'emailConfig') return SettingsResponse.from(await this.save({ [key]: dto[key] }));

    const { smtpServer, smtpPort, username, password } = dto.emailConfig!;
    const emailConfig: EmailConfig = {
      smtpServer,
      smtpPort,
      username: username ?? '',
      password: password || (await this.storedPassword()),
    };
    return SettingsResponse.from(await this.save({ emailConfig }));
  }

  private async load(): Promise<AdminSettings> {
    const generation = this.generation;
    const rows = await this.em.fork().find(Setting, {});
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<AdminSettings>;
    const settings: AdminSettings = {
      ...structuredClone(DEFAULT_SETTINGS as AdminSettings),
      ...stored,
      emailConfig: { ...DEFAULT_SETTINGS.emailConfig, ...(stored.emailConfig ?? {}) },
    };
    if (generation === this.generation) this.cached = { settings, at: Date.now() };
    return settings;
  }

  /** Read from the table rather than the cache: another instance may have saved it just now. */
  private async storedPassword(): Promise<string> {
    const row = await this.em.fork().findOne(Setting, { key: 'emailConfig' });
    return (row?.value as Partial<EmailConfig> | undefined)?.password ?? '';
  }
}
