/** `npm run load`'s settings (environment) and its mix of operations. */

export interface LoadOptions {
  /** Operations started per second, on a fixed schedule (LOAD_RATE, default 60). */
  rate: number;
  /** How long operations are started for (LOAD_SECONDS, default 60). */
  seconds: number;
  /** Customer sessions the customers' operations are spread over (LOAD_CUSTOMERS, default 50). */
  customers: number;
  /** Admin sessions the admins' operations alternate between. */
  admins: number;
  /** Seed of the draws (operation kinds, products, quantities): the same seed, the same sequence. */
  seed: number;
}

export type OperationKind = 'browse' | 'cart' | 'submit' | 'admin list' | 'admin update' | 'webhook';

/** Issue 14 §3's weights (out of 100). */
export const MIX: readonly (readonly [OperationKind, number])[] = [
  ['browse', 40],
  ['cart', 25],
  ['submit', 10],
  ['admin list', 10],
  ['admin update', 5],
  ['webhook', 10],
];

export const shareOf = (kind: OperationKind) => MIX.find(([candidate]) => candidate === kind)![1] / 100;

function positive(name: string, fallback: number, whole: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value > 0) || !Number.isFinite(value) || (whole && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${whole ? 'whole ' : ''}number, got "${raw}"`);
  return value;
}

export function loadOptions(): LoadOptions {
  return {
    rate: positive('LOAD_RATE', 60, false),
    seconds: positive('LOAD_SECONDS', 60, true),
    customers: positive('LOAD_CUSTOMERS', 50, true),
    admins: 2,
    seed: positive('LOAD_SEED', 20261126, true),
  };
}

/** Mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The kind of operation a draw in [0, 1) falls on, by the mix's weights. */
export function kindOf(draw: number): OperationKind {
  let left = draw * 100;
  for (const [kind, weight] of MIX) {
    if (left < weight) return kind;
    left -= weight;
  }
  return MIX[MIX.length - 1]![0];
}
