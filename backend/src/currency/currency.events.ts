import type { RateJump } from './rates-answer';

/** A fetch of the exchange rates was refused because rates moved too far (raised in a transaction of its own). */
export class ExchangeRatesRefused {
  constructor(
    readonly jumps: RateJump[],
    /** When the rates still served were fetched; null while the fallback rates are served. */
    readonly keptSince: Date | null,
  ) {}
}
