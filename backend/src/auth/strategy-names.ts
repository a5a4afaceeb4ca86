import { Injectable } from '@nestjs/common';

/**
 * The names this app's sign-in strategies are registered under with passport. passport's registry
 * is one per process, so two apps in one process (the tests' two instances behind nginx) would
 * otherwise sign requests in through whichever app registered last, and keep a closed app alive:
 * each app's strategies get names of their own, and leave the registry when the app closes.
 */
@Injectable()
export class StrategyNames {
  private static apps = 0;
  readonly session: string;
  readonly apiKey: string;
  readonly google: string;

  constructor() {
    const app = ++StrategyNames.apps;
    this.session = `session#${app}`;
    this.apiKey = `api-key#${app}`;
    this.google = `google#${app}`;
  }
}
