// @test-pass direct: the Stripe stand-in alone, called with Stripe's SDK; it starts no app
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../src/payments/stripe-gateway';
import { StripeStub, STUB_SECRET_KEY } from './support/stripe-stub';

/** The stand-in speaks the pinned API version only, as the tests' Stripe: what it refuses, the app could not rely on. */
describe('The Stripe stand-in', () => {
  const stub = new StripeStub();
  beforeAll(() => stub.start());
  afterAll(() => stub.stop());

  /** Stripe's SDK pointed at the stand-in, in `apiVersion`. */
  const clientIn = (apiVersion: string) =>
    new Stripe(STUB_SECRET_KEY, {
      apiVersion: apiVersion as Stripe.LatestApiVersion,
      host: '127.0.0.1',
      port: stub.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });

  it('answers a call in the pinned API version and refuses one in another with a Stripe-shaped 400', async () => {
    await expect(clientIn(STRIPE_API_VERSION).customers.create({ email: 'pinned@example.test' })).resolves.toMatchObject({
      object: 'customer',
      email: 'pinned@example.test',
    });
    const refused = await clientIn('2025-10-29.clover')
      .customers.create({ email: 'older@example.test' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining(STRIPE_API_VERSION) });
    expect(stub.customers.map((customer) => customer.email)).toEqual(['pinned@example.test']);
    expect([...stub.versions]).toEqual([STRIPE_API_VERSION, '2025-10-29.clover']);
  });

  it("refuses a SetupIntent's `payment_method_types`, gone from the pinned version, and answers `allowed_payment_method_types`", async () => {
    const stripe = clientIn(STRIPE_API_VERSION);
    const params = { usage: 'off_session', payment_method_types: ['card'] } as unknown as Stripe.SetupIntentCreateParams;
    await expect(stripe.setupIntents.create(params)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Received unknown parameter: payment_method_types',
    });
    await expect(stripe.setupIntents.create({ usage: 'off_session', allowed_payment_method_types: ['card'] })).resolves.toMatchObject({
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
    });
  });
});
