import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { AdminSettings, DEFAULT_SETTINGS, EmailConfig, normaliseTaxSettings, type TaxSettings } from '@voosh/shared';
import { AuditLog } from '../audit/audit-log.service';
import type { User } from '../users/entities/user.entity';
import { randomUUID } from 'node:crypto';
import { notifyInTransaction } from '../common/database/notify';
import { PgListener } from '../common/database/pg-listener';
import { badRequest } from '../common/http/api-error';
import { APP_CONFIG, type AppConfig, googleSignInConfigured } from '../config/app-config';
import { PublicSettingsResponse, SettingsResponse } from './dto/settings.response';
import { UpdateSettingsDto } from './dto/update-settings.dto';
import { Setting } from './entities/setting.entity';
import { settingsResponse } from './settings.mapper';

/**
 * How long one instance trusts its copy before refreshing it. Edits made on any instance apply
 * sooner: at once on the one that saved, and on the others when SETTINGS_CHANGED_CHANNEL's
 * notification arrives (milliseconds after the commit); this refresh is the safety net for edits
 * made outside the app and for notifications missed while the listening connection was down.
 */
export const SETTINGS_CACHE_MS = 2000;

/** The PostgreSQL channel told of every settings save (payload: the saving instance's id). */
export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

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
  /** Bumped by every save (here or elsewhere) so a read that started before it cannot cache what it read. */
  private generation = 0;
  /** Names this instance in its notifications, which it need not act on. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly em: EntityManager,
    listener: PgListener,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {
    listener.subscribe(SETTINGS_CHANGED_CHANNEL, {
      // Saves made while not listening are read now rather than at the copy's expiry.
      listening: () => this.forget(),
      notified: (savedBy) => {
        if (savedBy === this.instanceId) return;
        this.forget();
        // Read now, outside any request: callers wait for this read only, not for a connection of their own.
        this.refresh().catch(() => undefined);
      },
    });
  }

  /**
   * The settings. Past SETTINGS_CACHE_MS, the copy held is answered at once while one read refreshes it:
   * callers run inside transactions (each holding a pooled connection), and had they all waited
   * for a read needing one more connection, a busy pool starved until its acquire timeout (found
   * by `npm run load`). Only with no copy at all (first use, just after a save) is the read awaited.
   */
  async current(): Promise<AdminSettings> {
    const cached = this.cached;
    if (cached && Date.now() - cached.at < SETTINGS_CACHE_MS) return cached.settings;
    const loading = this.refresh();
    if (!cached) return loading;
    loading.catch(() => undefined); // a failed refresh keeps the copy; the next call tries again
    return cached.settings;
  }

  /**
   * The settings as stored now, past this instance's copy: for an admin's action that must use an
   * edit just saved through any instance (a test e-mail right after saving the SMTP server), which
   * that instance's notification may not have reached here yet. Leaves this instance's copy as it
   * is: other callers keep being answered from it.
   */
  latest(): Promise<AdminSettings> {
    return this.readTable();
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

  /**
   * Saves the given keys (upsert) in one transaction that tells every other instance at its commit;
   * `alongside` writes in the same transaction (the audit entry of the change).
   */
  async save(patch: Partial<AdminSettings>, alongside?: (em: EntityManager) => void): Promise<AdminSettings> {
    await this.em.fork().transactional(async (em) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) continue;
        await em.upsert(Setting, { key, value });
      }
      alongside?.(em);
      await notifyInTransaction(em, SETTINGS_CHANGED_CHANNEL, this.instanceId);
    });
    this.forget();
    return this.current();
  }

  /** Drops the copy held and any read under way: the next caller waits for a fresh read. */
  private forget(): void {
    this.cached = undefined;
    this.loading = undefined;
    this.generation += 1;
  }

  /** What the admin's settings page shows: read from the table, so an edit just saved through any instance is there. */
  async adminView(): Promise<SettingsResponse> {
    return settingsResponse(await this.latest());
  }

  async publicView(): Promise<PublicSettingsResponse> {
    const { maintenanceMode, erasedRecordsRetentionYears, webhookRetentionDays, taxSettings } = await this.current();
    return {
      maintenanceMode,
      googleSignIn: googleSignInConfigured(this.config),
      erasedRecordsRetentionYears,
      webhookRetentionDays,
      taxCharged: taxSettings.rates.length > 0,
      pricesIncludeTax: taxSettings.pricesIncludeTax,
    };
  }

  /**
   * One setting, the company or bank details (trimmed), the tax settings (audited: `admin` and what
   * they were before), or the e-mail configuration whose password is kept when none is sent.
   */
  async update(admin: User, dto: UpdateSettingsDto): Promise<SettingsResponse> {
    const keys = Object.keys(dto).filter((key) => dto[key as keyof UpdateSettingsDto] !== undefined) as (keyof UpdateSettingsDto)[];
    if (keys.length !== 1) throw badRequest(ONE_SETTING_PER_CALL);
    const [key] = keys as [keyof UpdateSettingsDto];
    if (key === 'companyDetails') {
      const { name, address, email, phone, taxId } = dto.companyDetails!;
      return settingsResponse(await this.save({ companyDetails: trimEach({ name, address, email, phone, taxId }) }));
    }
    if (key === 'taxSettings') {
      const before = (await this.current()).taxSettings;
      const after = normaliseTaxSettings(dto.taxSettings!);
      const audit = (em: EntityManager) =>
        this.audit.record(em, {
          actor: admin,
          action: 'settings.tax_changed',
          subjectType: 'settings',
          subjectId: 0,
          details: { before, after },
        });
      return settingsResponse(await this.save({ taxSettings: after }, audit));
    }
    if (key === 'bankDetails') {
      const { bank, accountName, accountNumber, swift, routing, instructions } = dto.bankDetails!;
      return settingsResponse(
        await this.save({ bankDetails: trimEach({ bank, accountName, accountNumber, swift, routing, instructions }) }),
      );
    }
    if (key !== 'emailConfig') return settingsResponse(await this.save({ [key]: dto[key] }));

    const { smtpServer, smtpPort, username, password } = dto.emailConfig!;
    const emailConfig: EmailConfig = {
      smtpServer,
      smtpPort,
      username: username ?? '',
      password: password || (await this.latest()).emailConfig.password,
    };
    return settingsResponse(await this.save({ emailConfig }));
  }

  /** Reads the table and keeps what it read, unless a save came in meanwhile. */
  private async load(): Promise<AdminSettings> {
    const generation = this.generation;
    const settings = await this.readTable();
    if (generation === this.generation) this.cached = { settings, at: Date.now() };
    return settings;
  }

  /** The stored settings over their defaults. */
  private async readTable(): Promise<AdminSettings> {
    const rows = await this.em.fork().find(Setting, {});
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<AdminSettings>;
    return {
      ...structuredClone(DEFAULT_SETTINGS as AdminSettings),
      ...stored,
      emailConfig: { ...DEFAULT_SETTINGS.emailConfig, ...(stored.emailConfig ?? {}) },
      companyDetails: { ...DEFAULT_SETTINGS.companyDetails, ...(stored.companyDetails ?? {}) },
      bankDetails: { ...DEFAULT_SETTINGS.bankDetails, ...(stored.bankDetails ?? {}) },
      taxSettings: { ...structuredClone(DEFAULT_SETTINGS.taxSettings as TaxSettings), ...(stored.taxSettings ?? {}) },
    };
  }
}

/** The same texts without leading or trailing blanks. */
function trimEach<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(Object.entries(texts).map(([field, value]) => [field, value.trim()])) as T;
}
