import { signedEvent } from '../../test/support/payments';
import { pick, type ScenarioContext } from './context';
import type { TrackedRequest } from './expectations';

/**
 * The admins' operations (a page of the purchase-request list or of the users, an update of a
 * request) and the card payments: a customer's PaymentIntent for an approved request, settled at
 * the Stripe stand-in, and Stripe's signed payment_intent.succeeded delivered twice (at once or
 * one after the other, alternately), of which exactly one must be booked.
 */

const LIST_FILTERS = [{}, { status: 'submitted' }, { status: 'approved' }, { status: ['paid', 'approved'] }];
/** Stripe's currencies the run pays in (JMD's minor units would exceed a card's limit on the largest carts). */
const CURRENCIES = ['usd', 'eur', 'gbp'];
const WEBHOOK = 'POST /api/payments/webhook';

export class AdminAndPaymentOperations {
  private adminTurn = 0;
  private notes = 0;
  private webhooks = 0;

  constructor(private readonly c: ScenarioContext) {}

  private nextAdmin() {
    return this.c.admins[this.adminTurn++ % this.c.admins.length];
  }

  /** A page of 25 of the purchase requests (60%, newest first, under one of a few filters) or of the users. */
  async list(scheduledAt: number): Promise<boolean> {
    const { client, random } = this.c;
    const admin = this.nextAdmin();
    const requests = random() < 0.6;
    const query: Record<string, string> = requests
      ? { sort: '["createdAt","DESC"]', range: '[0,24]', filter: JSON.stringify(pick(random, LIST_FILTERS)) }
      : { sort: '["id","ASC"]', range: '[0,24]' };
    const answer = await client.call({
      group: 'admin list',
      route: requests ? 'GET /api/purchase-requests (admin page)' : 'GET /api/admin/users',
      method: 'GET',
      path: `${requests ? '/api/purchase-requests' : '/api/admin/users'}?${new URLSearchParams(query)}`,
      headers: admin.auth,
      expect: 200,
      from: scheduledAt,
    });
    if (!answer) return false;
    if (!Array.isArray(answer.body) || !answer.headers.get('content-range')) {
      this.c.recorder.fail('admin list', 'admin list', 'answer', 'a list answered without an array or a Content-Range');
      return false;
    }
    return true;
  }

  /**
   * Approves the oldest request submitted during the run, with a note (its status_changed and
   * notes_changed events); with none waiting, changes the note of another request not in use.
   */
  async update(scheduledAt: number): Promise<boolean> {
    const { client, expectations, random, recorder, runId } = this.c;
    const admin = this.nextAdmin();
    const waiting = expectations.toApprove.findIndex((candidate) => !expectations.busy.has(candidate.id));
    let request: TrackedRequest | undefined = waiting >= 0 ? expectations.toApprove.splice(waiting, 1)[0] : undefined;
    if (!request) {
      const free = [...expectations.requests.values()].filter((candidate) => !expectations.busy.has(candidate.id));
      if (!free.length) {
        recorder.fail('admin update', 'PUT /api/purchase-requests/{id}', 'answer', 'no request to update');
        return false;
      }
      request = pick(random, free);
    }
    const approve = request.status === 'submitted';
    const note = `Load run ${runId}: note ${++this.notes}`;
    expectations.busy.add(request.id);
    try {
      const answer = await client.call({
        group: 'admin update',
        route: 'PUT /api/purchase-requests/{id}',
        method: 'PUT',
        path: `/api/purchase-requests/${request.id}`,
        headers: admin.auth,
        body: approve ? { status: 'approved', adminNotes: note } : { adminNotes: note },
        expect: 200,
        from: scheduledAt,
      });
      if (!answer) {
        request.uncertain = true;
        return false;
      }
      const { status, adminNotes } = answer.body as { status: string; adminNotes: string | null };
      const from = request.status;
      const to = approve ? 'approved' : from;
      expectations.updates.push({ requestId: request.id, adminId: admin.user.id, note, ...(approve ? { status: { from, to } } : {}) });
      request.notes = note;
      if (approve) {
        request.status = to;
        expectations.approved.push(request);
      }
      if (status !== to || adminNotes !== note) {
        recorder.fail('admin update', 'PUT /api/purchase-requests/{id}', 'answer', `answered status ${status}, notes ${adminNotes}`);
        return false;
      }
      return true;
    } finally {
      expectations.busy.delete(request.id);
    }
  }

  /** The card payment of an approved request (one the run approved when there is), its event delivered twice. */
  async webhook(scheduledAt: number): Promise<boolean> {
    const { client, expectations, random, recorder, stripe } = this.c;
    const free = (candidate: TrackedRequest) => !expectations.busy.has(candidate.id);
    const take = (queue: TrackedRequest[], index: number) => (index >= 0 ? queue.splice(index, 1)[0] : undefined);
    const request =
      take(expectations.approved, expectations.approved.findLastIndex(free)) ??
      take(expectations.approvedBefore, expectations.approvedBefore.findIndex(free));
    if (!request) {
      recorder.fail('webhook', 'POST /api/create-payment-intent', 'answer', 'no approved request left to pay');
      return false;
    }
    expectations.busy.add(request.id);
    try {
      const intentAnswer = await client.call({
        group: 'webhook',
        route: 'POST /api/create-payment-intent',
        method: 'POST',
        path: '/api/create-payment-intent',
        headers: request.owner.session.auth,
        body: { requestId: request.id, amount: 1, currency: pick(random, CURRENCIES), paymentType: random() < 0.5 ? 'deposit' : 'full' },
        expect: 200,
        from: scheduledAt,
      });
      if (!intentAnswer) {
        request.uncertain = true;
        return false;
      }
      const { paymentId, clientSecret } = intentAnswer.body as { paymentId: number; clientSecret: string };
      const intentId = clientSecret.split('_secret_')[0];
      // The customer pays: Stripe's intent succeeds, and Stripe tells the webhook (twice).
      const event = signedEvent('payment_intent.succeeded', stripe.settle(intentId, 'succeeded'));
      const deliver = (which: string) =>
        client.call({
          group: 'webhook',
          route: `${WEBHOOK} (${which} delivery)`,
          method: 'POST',
          path: '/api/payments/webhook',
          headers: { 'stripe-signature': event.signature },
          body: event.payload,
          expect: 200,
        });
      const together = ++this.webhooks % 2 === 0;
      const answers = together ? await Promise.all([deliver('1st'), deliver('2nd')]) : [await deliver('1st'), await deliver('2nd')];
      if (answers.some((answer) => (answer?.body as { received?: boolean } | undefined)?.received !== true)) {
        request.uncertain = true;
        return false;
      }
      expectations.payments.push({ requestId: request.id, paymentId, intentId, eventId: event.id });
      request.status = 'paid';
      return true;
    } finally {
      expectations.busy.delete(request.id);
    }
  }
}
