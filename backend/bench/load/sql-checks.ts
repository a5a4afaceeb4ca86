import type { Client } from 'pg';
import { onServer } from '../../test/support/test-database';
import type { Customer, Expectations } from './expectations';

/**
 * After the run, in SQL on the app's database: what the answers said was done is there, once.
 * Each check names what it compared and every difference it found (the first few are shown).
 */

export interface CheckResult {
  name: string;
  ok: boolean;
  measured: string;
  problems: string[];
}

const SHOWN = 5;

function result(name: string, measured: string, problems: string[]): CheckResult {
  return { name, ok: problems.length === 0, measured, problems: problems.slice(0, SHOWN) };
}

async function rows<T>(client: Client, sql: string, params: unknown[]): Promise<T[]> {
  return (await client.query(sql, params)).rows as T[];
}

/** Every cart line the recorded changes add up to is there with its quantity, and no other line. */
async function carts(client: Client, customers: readonly Customer[], expectations: Expectations): Promise<CheckResult> {
  const expected = expectations.expectedCarts();
  const found = await rows<{ user_id: number; name: string; quantity: number }>(
    client,
    'select c.user_id, p.name, c.quantity from cart_items c join products p on p.id = c.product_id where c.user_id = any($1)',
    [customers.map((customer) => customer.id)],
  );
  const problems: string[] = [];
  const compared = customers.filter((customer) => !customer.uncertain);
  let lines = 0;
  for (const customer of compared) {
    const want = expected.get(customer.id) ?? new Map<string, number>();
    const have = new Map(found.filter((row) => row.user_id === customer.id).map((row) => [row.name, row.quantity]));
    lines += want.size;
    for (const [product, quantity] of want) {
      if (!have.has(product)) problems.push(`user ${customer.id}: line ${product} x${quantity} missing`);
      else if (have.get(product) !== quantity)
        problems.push(`user ${customer.id}: ${product} x${have.get(product)}, expected x${quantity}`);
    }
    for (const [product, quantity] of have)
      if (!want.has(product)) problems.push(`user ${customer.id}: unexpected line ${product} x${quantity}`);
    const model = new Map([...customer.cart].map(([product, line]) => [product, line.quantity]));
    if (JSON.stringify([...model].sort()) !== JSON.stringify([...want].sort()))
      problems.push(`user ${customer.id}: the recorded changes and the answers disagree`);
  }
  const skipped = customers.length - compared.length;
  if (skipped) problems.push(`${skipped} carts not compared (a cart change had no expected answer)`);
  const measured =
    `${lines} lines expected in ${compared.length} carts, from ${expectations.count('add')} adds, ${expectations.count('set')} ` +
    `quantity sets, ${expectations.count('remove')} removals and ${expectations.count('clear')} carts emptied by a submit; ` +
    `${found.length} lines found`;
  return result('every cart line expected is there with its quantity, and no other', measured, problems);
}

/**
 * Every request answered 201 is there once, with its owner, key and items, and one `created`
 * event; the customers own no request the run does not know of; statuses and notes as answered.
 */
async function requests(client: Client, customers: readonly Customer[], expectations: Expectations): Promise<CheckResult> {
  const known = [...expectations.requests.values()];
  const submitted = known.filter((request) => request.key !== null);
  const found = await rows<{ id: number; user_id: number; idempotency_key: string | null; status: string; admin_notes: string | null }>(
    client,
    'select id, user_id, idempotency_key, status, admin_notes from purchase_requests where user_id = any($1)',
    [customers.map((customer) => customer.id)],
  );
  const ids = found.map((row) => row.id);
  const items = await rows<{ request_id: number; product_name: string; quantity: number }>(
    client,
    'select request_id, product_name, quantity from purchase_request_items where request_id = any($1)',
    [ids],
  );
  const created = await rows<{ request_id: number; count: number }>(
    client,
    `select request_id, count(*)::int as count from purchase_request_events where type = 'created' and request_id = any($1) group by request_id`,
    [ids],
  );
  const problems: string[] = [];
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const request of submitted) {
    const row = byId.get(request.id);
    if (!row) {
      problems.push(`request ${request.id} (answered 201) missing`);
      continue;
    }
    if (row.user_id !== request.owner.id || row.idempotency_key !== request.key)
      problems.push(`request ${request.id}: another owner or key`);
    const have = new Map(items.filter((item) => item.request_id === request.id).map((item) => [item.product_name, item.quantity]));
    if (JSON.stringify([...have].sort()) !== JSON.stringify([...request.items!].sort()))
      problems.push(`request ${request.id}: items ${JSON.stringify([...have])}, expected ${JSON.stringify([...request.items!])}`);
    const events = created.find((event) => event.request_id === request.id)?.count ?? 0;
    if (events !== 1) problems.push(`request ${request.id}: ${events} created events`);
  }
  for (const request of known) {
    const row = byId.get(request.id);
    if (row && !request.uncertain && (row.status !== request.status || row.admin_notes !== request.notes))
      problems.push(`request ${request.id}: ${row.status} "${row.admin_notes}", expected ${request.status} "${request.notes}"`);
  }
  const uncertain = new Set(customers.filter((customer) => customer.uncertain).map((customer) => customer.id));
  const unknown = found.filter((row) => !expectations.requests.has(row.id));
  const unanswered = unknown.filter((row) => uncertain.has(row.user_id)).length;
  const extra = unknown.filter((row) => !uncertain.has(row.user_id));
  if (extra.length) problems.push(`${extra.length} requests the run was never answered, e.g. ${JSON.stringify(extra[0])}`);
  const unsure = known.filter((request) => request.uncertain).length;
  if (unanswered || unsure)
    problems.push(
      `not compared: ${unanswered} requests of submits with no answer, the status and notes of ${unsure} requests with no answer`,
    );
  const measured =
    `${submitted.length} answered 201 (${expectations.replays} submits repeated with their key) and ${known.length - submitted.length} ` +
    `approved before the run; ${found.length} found`;
  return result('every request answered 201 is there once, with its items; statuses and notes as answered', measured, problems);
}

/** Every admin update answered 200 has its audit events, once each. */
async function audit(client: Client, expectations: Expectations): Promise<CheckResult> {
  const unsure = new Set([...expectations.requests.values()].filter((request) => request.uncertain).map((request) => request.id));
  const updates = expectations.updates.filter((update) => !unsure.has(update.requestId));
  const ids = [...new Set(updates.map((update) => update.requestId))];
  const events = await rows<{
    request_id: number;
    actor_id: number | null;
    type: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>(
    client,
    `select request_id, actor_id, type, before, after from purchase_request_events
     where request_id = any($1) and type in ('status_changed', 'notes_changed') and actor_id is not null`,
    [ids],
  );
  const problems: string[] = [];
  for (const update of updates) {
    const ofRequest = events.filter((event) => event.request_id === update.requestId && event.actor_id === update.adminId);
    const notes = ofRequest.filter((event) => event.type === 'notes_changed' && event.after?.adminNotes === update.note).length;
    if (notes !== 1) problems.push(`request ${update.requestId}: ${notes} notes_changed events for "${update.note}"`);
    if (update.status) {
      const { from, to } = update.status;
      const changes = ofRequest.filter(
        (event) => event.type === 'status_changed' && event.before?.status === from && event.after?.status === to,
      ).length;
      if (changes !== 1) problems.push(`request ${update.requestId}: ${changes} status_changed events ${from} -> ${to}`);
    }
  }
  const expected = updates.reduce((sum, update) => sum + (update.status ? 2 : 1), 0);
  if (events.length !== expected) problems.push(`${events.length} admin events on the updated requests, ${expected} expected`);
  if (updates.length < expectations.updates.length)
    problems.push(`not compared: ${expectations.updates.length - updates.length} updates of requests with a later change unanswered`);
  const approvals = updates.filter((update) => update.status).length;
  const measured = `${expectations.updates.length} updates answered 200 (${approvals} approvals), ${events.length} of their events found`;
  return result('every admin update has its audit events, once', measured, problems);
}

/** Every intent paid and delivered twice is booked once: its payment succeeded, one payment_recorded event, one move to paid. */
async function payments(client: Client, expectations: Expectations): Promise<CheckResult> {
  const ids = expectations.payments.map((paid) => paid.requestId);
  const found = await rows<{ id: number; request_id: number; status: string; stripe_payment_intent_id: string | null }>(
    client,
    'select id, request_id, status, stripe_payment_intent_id from payments where request_id = any($1)',
    [ids],
  );
  const events = await rows<{ request_id: number; type: string; payment_id: string | null; status: string | null }>(
    client,
    `select request_id, type, after->>'paymentId' as payment_id, after->>'status' as status from purchase_request_events
     where request_id = any($1) and (type = 'payment_recorded' or (type = 'status_changed' and actor_id is null))`,
    [ids],
  );
  const stripeEvents = await rows<{ id: string }>(client, 'select id from stripe_events where id = any($1)', [
    expectations.payments.map((paid) => paid.eventId),
  ]);
  const [{ count: reviews }] = await rows<{ count: number }>(
    client,
    "select count(*)::int as count from payments where status = 'needs_review'",
    [],
  );
  const problems: string[] = [];
  for (const paid of expectations.payments) {
    const rowsOfRequest = found.filter((row) => row.request_id === paid.requestId);
    const row = rowsOfRequest.find((candidate) => candidate.stripe_payment_intent_id === paid.intentId);
    if (rowsOfRequest.length !== 1 || row?.id !== paid.paymentId || row.status !== 'succeeded')
      problems.push(`request ${paid.requestId}: payments ${JSON.stringify(rowsOfRequest)}, expected ${paid.paymentId} succeeded`);
    const recorded = events.filter((event) => event.type === 'payment_recorded' && event.payment_id === String(paid.paymentId)).length;
    if (recorded !== 1) problems.push(`payment ${paid.paymentId}: ${recorded} payment_recorded events`);
    const moved = events.filter(
      (event) => event.request_id === paid.requestId && event.type === 'status_changed' && event.status === 'paid',
    );
    if (moved.length !== 1) problems.push(`request ${paid.requestId}: moved to paid ${moved.length} times`);
  }
  if (stripeEvents.length !== expectations.payments.length)
    problems.push(`${stripeEvents.length} of ${expectations.payments.length} Stripe events stored`);
  if (reviews) problems.push(`${reviews} payments held for review`);
  const recordedEvents = events.filter((event) => event.type === 'payment_recorded').length;
  const measured =
    `${expectations.payments.length} intents paid, each event delivered twice: ${found.length} payments, ` +
    `${recordedEvents} payment_recorded events, ${stripeEvents.length} Stripe events stored`;
  return result('every webhook-paid intent is booked exactly once', measured, problems);
}

export function sqlChecks(databaseUrl: string, customers: readonly Customer[], expectations: Expectations) {
  return onServer(databaseUrl, async (client) => [
    await carts(client, customers, expectations),
    await requests(client, customers, expectations),
    await audit(client, expectations),
    await payments(client, expectations),
  ]);
}
