import { readFileSync } from 'node:fs';
import type { BrowserContext, Route } from 'playwright-core';
import { installStripeJsStandIn, STRIPE_CONFIRM_HANDLER, type StandInAnswer, type StandInConfirmation } from './stripe-js-stand-in';
import { PUBLISHABLE_KEY, WEBHOOK_SECRET } from '@voosh/test-support/payments';
import { StripeStub, STUB_SECRET_KEY } from '@voosh/test-support/stripe-stub';
import { type ExternalStub, type Site, useSite } from './site';

/** The Stripe.js release @stripe/stripe-js loads (its RELEASE_TRAIN), read from the installed package. */
export function stripeJsRelease(): string {
  const source = readFileSync(require.resolve('@stripe/stripe-js/dist/pure.js'), 'utf8');
  const release = /RELEASE_TRAIN = '([a-z0-9]+)'/.exec(source)?.[1];
  if (!release) throw new Error('RELEASE_TRAIN not found in @stripe/stripe-js: the stand-in needs its script URL');
  return release;
}

/** The script URL @stripe/stripe-js injects: https://js.stripe.com/<release>/stripe.js (a query may follow). */
export function stripeJsUrl(): string {
  return `https://js.stripe.com/${stripeJsRelease()}/stripe.js`;
}

/** A site stub answering Stripe.js's URL with the stand-in (see stripe-js-stand-in.ts); every other Stripe host stays blocked. */
export function stripeJsStandIn(): ExternalStub {
  const url = stripeJsUrl();
  const options = { release: stripeJsRelease(), confirmHandler: STRIPE_CONFIRM_HANDLER };
  const body = `(${installStripeJsStandIn.toString()})(window, ${JSON.stringify(options)});`;
  return {
    matches: (requested) => requested.split('?')[0] === url,
    handle: (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }),
  };
}

export { intentIdOf } from '@voosh/test-support/stripe-stub';

/** What the stand-in's confirmPayment resolves with: `answer` decides, per confirmation (e.g. settles the intent at the Stripe stub first). */
export async function answerStripeConfirmations(
  context: BrowserContext,
  answer: (confirmation: StandInConfirmation) => Promise<StandInAnswer>,
): Promise<void> {
  await context.exposeFunction(STRIPE_CONFIRM_HANDLER, answer);
}

export type { StandInAnswer, StandInConfirmation };

/** A site whose API talks to a local Stripe API stand-in (started before the app, stopped after the file). */
export function useSiteWithStripe(): { site: Site; stripe: StripeStub } {
  const stripe = new StripeStub();
  const site = useSite(async () => {
    await stripe.start();
    return {
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    };
  });
  afterAll(() => stripe.stop());
  return { site, stripe };
}
