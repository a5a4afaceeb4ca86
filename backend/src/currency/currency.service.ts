import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  FOREIGN_CURRENCY_CODES,
  RATE_CHANGE_LIMIT,
  type CurrencyCode,
  type ExchangeRates,
  type ForeignCurrencyCode,
} from '@voosh/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ExchangeRatesResponse } from './dto/exchange-rates.response';
import { ExchangeRate } from './entities/exchange-rate.entity';
import { notifyInTransaction } from '../common/database/notify';
import { PgListener } from '../common/database/pg-listener';
import { DomainEvents } from '../common/events/domain-events';
import { PinnedExchangeRate } from './entities/pinned-exchange-rate.entity';
import { ExchangeRatesRefused } from './currency.events';
import { createHash, randomUUID } from 'node:crypto';
import { claimJobPeriod } from '../settings/job-runs';
import { parseRatesAnswer, rateJumps } from './rates-answer';
import { Traced } from '../common/telemetry/traced';

/** Each instance hears here that an admin pinned or unpinned a rate, or that another instance stored fetched rates. */
export const RATES_CHANGED_CHANNEL = 'exchange_rates_changed';

/**
 * A notification's payload: the change itself, applied on arrival without a query, so a request
 * the next moment is answered at the same rates by every instance. Notifications arrive in commit
 * order, so applying each in turn leaves every instance with what the tables hold.
 */
type RatesChange =
  | { by: string; pin: { currency: ForeignCurrencyCode; rate: number | null } }
  | { by: string; fetched: { rates: ExchangeRates; fetchedAt: string } };

/** The admins are told of the same refused rates again after this long, if the feed still sends them. */
const REFUSED_RATES_REMINDER_MS = 60 * 60 * 1000;

/** A fetch of the rates service gives up after this long; nobody waits for it but the timer. */
export const RATES_FETCH_TIMEOUT_MS = 5000;

/**
 * USD-based exchange rates: fetched from CURRENCY_RATES_URL at start and every
 * CURRENCY_REFRESH_MS, stored in `exchange_rates` so the last good ones survive failures and
 * restarts; FALLBACK_RATES (libs/shared) until a fetch has ever succeeded. A rate an admin pinned
 * (`pinned_exchange_rates`) is served instead of the fetched one. Every instance is told by NOTIFY
 * of a pin and of rates another instance stored, so all serve (and charge) the same rates.
 * Requests only read memory.
 */
@Injectable()
export class CurrencyService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Currency');
  private live?: { rates: ExchangeRates; fetchedAt: Date };
  private timer?: NodeJS.Timeout;
  private refreshing?: Promise<boolean>;
  private readonly shutdown = new AbortController();
  private pinned: Partial<Record<ForeignCurrencyCode, number>> = {};
  /** Names this instance in the notifications of rates it stored, which it need not read back. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
    listener: PgListener,
  ) {
    // Read when the listener connects (at start, before requests) and at every reconnection, so a
    // pin or rates stored while the connection was down are read then.
    listener.subscribe(RATES_CHANGED_CHANNEL, {
      listening: () => this.loadRates(),
      notified: (payload) => this.applyChange(payload),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.loadStored();
    this.timer = setInterval(() => void this.refresh(), this.config.currencyRefreshMs);
    this.timer.unref();
    void this.refresh();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.shutdown.abort();
    await this.refreshing;
  }

  rates(): ExchangeRatesResponse {
    return {
      base: DEFAULT_CURRENCY,
      rates: this.served(),
      source: this.live ? 'live' : 'fallback',
      fetchedAt: this.live?.fetchedAt.toISOString() ?? null,
      pinned: FOREIGN_CURRENCY_CODES.filter((currency) => this.pinned[currency] !== undefined),
    };
  }

  /** Units of `currency` per 1 USD, as the rates are now (for charging in a display currency). */
  rateFor(currency: CurrencyCode): number {
    return this.served()[currency];
  }

  /**
   * Serves `rate` for `currency` instead of the fetched rate, on every instance, until unpinned
   * (`rate` null). Answers the rates served now.
   */
  async pin(currency: ForeignCurrencyCode, rate: number | null): Promise<ExchangeRatesResponse> {
    await this.em.fork().transactional(async (em) => {
      if (rate === null) await em.nativeDelete(PinnedExchangeRate, { currency });
      else await em.upsert(PinnedExchangeRate, { currency, rate, pinnedAt: new Date() });
      await this.notify(em, { by: this.instanceId, pin: { currency, rate } });
    });
    // This instance at once; the others when the notification arrives.
    this.applyPin(currency, rate);
    return this.rates();
  }

  private applyPin(currency: ForeignCurrencyCode, rate: number | null): void {
    const { [currency]: _unpinned, ...others } = this.pinned;
    this.pinned = rate === null ? others : { ...others, [currency]: rate };
  }

  private notify(em: EntityManager, change: RatesChange): Promise<void> {
    return notifyInTransaction(em, RATES_CHANGED_CHANNEL, JSON.stringify(change));
  }

  /** Another instance's change; one this instance cannot read makes it read the tables instead. */
  private applyChange(payload: string): void {
    let change: RatesChange;
    try {
      change = JSON.parse(payload) as RatesChange;
    } catch {
      void this.loadRates();
      return;
    }
    if (change.by === this.instanceId) return;
    if ('pin' in change) this.applyPin(change.pin.currency, change.pin.rate);
    else if ('fetched' in change) this.live = { rates: change.fetched.rates, fetchedAt: new Date(change.fetched.fetchedAt) };
    else void this.loadRates();
  }

  /** The rates in use: the last good fetched ones (else the fallback), with the pinned ones over them. */
  private served(): ExchangeRates {
    return { ...(this.live?.rates ?? FALLBACK_RATES), ...this.pinned };
  }

  /** The stored and pinned rates, as the table holds them now. */
  private async loadRates(): Promise<void> {
    await Promise.all([this.loadStored(), this.loadPinned()]);
  }

  private async loadPinned(): Promise<void> {
    try {
      const rows = await this.em.fork().find(PinnedExchangeRate, {});
      this.pinned = Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
    } catch (error) {
      this.logger.warn(`Pinned exchange rates not read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Fetches now (joining a fetch under way); true when new rates were stored. Never throws. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.fetchAndStore().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  @Traced('currency.refresh')
  private async fetchAndStore(): Promise<boolean> {
    // A timer and controller of our own, not AbortSignal.any(AbortSignal.timeout(...)): Node can
    // collect such composed signals before they fire, and a hung service would then stall every
    // later refresh (they join this one).
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${RATES_FETCH_TIMEOUT_MS} ms`)), RATES_FETCH_TIMEOUT_MS);
    const onShutdown = () => abort.abort(this.shutdown.signal.reason);
    this.shutdown.signal.addEventListener('abort', onShutdown, { once: true });
    try {
      const response = await fetch(this.config.currencyRatesUrl, { headers: { accept: 'application/json' }, signal: abort.signal });
      if (!response.ok) throw new Error(`the rates service answered ${response.status}`);
      const rates = parseRatesAnswer(await response.json());
      const jumps = rateJumps(this.served(), rates);
      if (jumps.length) {
        await this.refuse(jumps);
        return false;
      }
      const fetchedAt = new Date();
      await this.em.fork().transactional(async (em) => {
        for (const currency of FOREIGN_CURRENCY_CODES) await em.upsert(ExchangeRate, { currency, rate: rates[currency], fetchedAt });
        await this.notify(em, { by: this.instanceId, fetched: { rates, fetchedAt: fetchedAt.toISOString() } });
      });
      this.live = { rates, fetchedAt };
      return true;
    } catch (error) {
      if (!this.shutdown.signal.aborted) {
        const kept = this.live ? `keeping the rates of ${this.live.fetchedAt.toISOString()}` : 'using the fallback rates';
        this.logger.warn(`Exchange rates not updated (${error instanceof Error ? error.message : String(error)}); ${kept}`);
      }
      return false;
    } finally {
      clearTimeout(timer);
      this.shutdown.signal.removeEventListener('abort', onShutdown);
    }
  }

  /**
   * Keeps the rates served now, and tells the admins: once an hour for the same refused rates,
   * whichever instances fetch them (a claim in `job_runs` named after them).
   */
  private async refuse(jumps: ReturnType<typeof rateJumps>): Promise<void> {
    const described = jumps.map(({ currency, previous, fetched }) => `${currency} ${fetched} (was ${previous})`).join(', ');
    this.logger.error(`Exchange rates refused: ${described} moved more than ${RATE_CHANGE_LIMIT * 100}%; keeping the rates served now`);
    const keptSince = this.live?.fetchedAt ?? null;
    const claim = `rates-refused:${createHash('sha256').update(described).digest('hex').slice(0, 32)}`;
    await this.em.fork().transactional(async (em) => {
      if (await claimJobPeriod(em, claim, REFUSED_RATES_REMINDER_MS))
        await this.events.raise(em, new ExchangeRatesRefused(jumps, keptSince));
    });
  }

  /** The last good rates of any instance, so a restart does not fall back while the service is down. */
  private async loadStored(): Promise<void> {
    try {
      const rows = await this.em.fork().find(ExchangeRate, { currency: { $in: FOREIGN_CURRENCY_CODES } });
      if (rows.length !== FOREIGN_CURRENCY_CODES.length) return;
      const rates = { ...FALLBACK_RATES, ...Object.fromEntries(rows.map((row) => [row.currency, row.rate])) } as ExchangeRates;
      const fetchedAt = new Date(Math.min(...rows.map((row) => row.fetchedAt.getTime())));
      this.live = { rates, fetchedAt };
    } catch (error) {
      this.logger.warn(`Stored exchange rates not read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
