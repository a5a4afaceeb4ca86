import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdminSettings, DEFAULT_SETTINGS } from '@voosh/shared';
import { Setting } from './entities/setting.entity';

/** How long one instance trusts its copy; edits made on this instance apply at once. */
const CACHE_MS = 2000;

/**
 * The admin settings: stored per key, defaults from libs/shared for keys never saved. Read on
 * hot paths (rate limit, maintenance, session lifetime), so kept briefly in memory.
 */
@Injectable()
export class SettingsService {
  private cached?: { settings: AdminSettings; at: number };

  constructor(private readonly em: EntityManager) {}

  async current(): Promise<AdminSettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.settings;
    const rows = await this.em.fork().find(Setting, {});
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<AdminSettings>;
    const settings: AdminSettings = {
      ...structuredClone(DEFAULT_SETTINGS as AdminSettings),
      ...stored,
      emailConfig: { ...DEFAULT_SETTINGS.emailConfig, ...(stored.emailConfig ?? {}) },
    };
    this.cached = { settings, at: Date.now() };
    return settings;
  }

  /** Saves the given keys (upsert) and drops this instance's cache. */
  async save(patch: Partial<AdminSettings>): Promise<AdminSettings> {
    const em = this.em.fork();
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      await em.upsert(Setting, { key, value });
    }
    this.cached = undefined;
    return this.current();
  }
}
