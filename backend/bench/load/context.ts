import type { StripeStub } from '../../test/support/stripe-stub';
import type { LoadClient } from './client';
import type { Customer, CustomerPool, Expectations, Session } from './expectations';
import type { Recorder } from './recorder';

/** What the catalogue answered before the run: what browsing and carts pick from. */
export interface Catalogue {
  slugs: string[];
  productIds: number[];
  /** Names of the products a cart accepts (priced, on sale). */
  orderable: string[];
}

/** Everything an operation works with. */
export interface ScenarioContext {
  client: LoadClient;
  recorder: Recorder;
  expectations: Expectations;
  pool: CustomerPool;
  customers: readonly Customer[];
  admins: readonly Session[];
  catalogue: Catalogue;
  /** The Stripe stand-in the app talks to: the run settles intents there as a paying customer would. */
  stripe: StripeStub;
  random: () => number;
  /** Sets the run's Idempotency-Keys and notes apart from any other run's. */
  runId: string;
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
