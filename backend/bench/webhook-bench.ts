import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Events timed one at a time, for the latency from commit to receipt. */
const LATENCY_EVENTS = 50;
/** Events sent at once, for the queue's throughput. */
const BURST_EVENTS = 500;
const BURST_CONNECTIONS = 10;

export interface WebhookFigures {
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyMaxMs: number;
  burstEvents: number;
  burstSeconds: number;
  /** How long sending them took (each answered once its event and delivery job were committed). */
  sentSeconds: number;
  eventsPerSecond: number;
  /** Requests the receiver got beyond one per event (a delivery made twice). */
  duplicates: number;
}

/** An integrator's endpoint on this machine: notes when each message (by webhook-id) arrived. */
export async function startBenchReceiver() {
  const arrivals = new Map<string, number>();
  let duplicates = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      if (arrivals.has(id)) duplicates++;
      else arrivals.set(id, performance.timeOrigin + performance.now());
      response.end('ok');
      for (const waiter of waiters.filter((candidate) => arrivals.size >= candidate.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    duplicates: () => duplicates,
    /** Resolves once `count` distinct messages have arrived (or rejects after `timeoutMs`). */
    received: (count: number, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        if (arrivals.size >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`${arrivals.size} of ${count} webhooks arrived within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startBenchReceiver>>;

/**
 * Outgoing webhooks through the app's queue to `receiver`: test events sent by the admin's API
 * (each one committed with its delivery job before the API answers).
 * Latency: one event at a time, from the event's timestamp (set in its cause's transaction, just
 * before the commit) to its arrival. Throughput: BURST_EVENTS sent by BURST_CONNECTIONS at once,
 * from the first send to the last arrival.
 */
export async function benchWebhooks(
  appUrl: string,
  endpointId: number,
  adminAuthorization: string,
  receiver: Receiver,
): Promise<WebhookFigures> {
  const testEvent = `${appUrl}/api/admin/webhook-endpoints/${endpointId}/test`;
  const send = async () => {
    const answer = await fetch(testEvent, { method: 'POST', headers: { authorization: adminAuthorization } });
    if (answer.status !== 202) throw new Error(`A test event answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as { messageId: string };
  };
  // Warm-up: the first delivery opens what the later ones reuse.
  await send();
  await receiver.received(1, 60_000);

  const latencies: number[] = [];
  for (let event = 0; event < LATENCY_EVENTS; event++) {
    const sentAt = Date.now();
    const { messageId } = await send();
    await receiver.received(receiver.arrivals.size + 1, 60_000);
    latencies.push(Math.max(0, receiver.arrivals.get(messageId)! - sentAt));
  }
  latencies.sort((x, y) => x - y);
  const percentile = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;

  const before = receiver.arrivals.size;
  const started = performance.timeOrigin + performance.now();
  const result = await autocannon({
    url: testEvent,
    method: 'POST',
    headers: { authorization: adminAuthorization },
    connections: BURST_CONNECTIONS,
    amount: BURST_EVENTS,
  });
  const sentSeconds = (performance.timeOrigin + performance.now() - started) / 1000;
  if (result.non2xx || result.errors)
    throw new Error(`The burst of test events had ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  await receiver.received(before + BURST_EVENTS, 600_000);
  const lastArrival = Math.max(...[...receiver.arrivals.values()].slice(before));
  const burstSeconds = (lastArrival - started) / 1000;
  return {
    latencyP50Ms: percentile(0.5),
    latencyP95Ms: percentile(0.95),
    latencyMaxMs: latencies.at(-1)!,
    burstEvents: BURST_EVENTS,
    burstSeconds,
    sentSeconds,
    eventsPerSecond: BURST_EVENTS / burstSeconds,
    duplicates: receiver.duplicates(),
  };
}
