import { act, renderHook } from '@testing-library/react';
import type { LiveEvent } from '@voosh/shared';
import { HttpError } from 'react-admin';
import { backoffDelay, LIVE_BACKOFF, type LiveStream, parseLiveEvent, useLiveEvents } from './useLiveEvents';

/** An EventSource stand-in the test drives: open, message, heartbeat, error. */
class FakeStream implements LiveStream {
  static opened: FakeStream[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.(new Event('open')));
  }
  message(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  heartbeat() {
    act(() => {
      for (const listener of this.listeners.get('heartbeat') ?? []) listener(new Event('heartbeat'));
    });
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

const settle = () => act(async () => undefined);
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function start(getTicket: () => Promise<{ ticket: string } | null>) {
  const onEvent = jest.fn<void, [LiveEvent]>();
  const hook = renderHook(() => useLiveEvents({ getTicket, onEvent, openStream: (url) => new FakeStream(url) }));
  return { onEvent, hook };
}

beforeEach(() => {
  FakeStream.opened = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('the live events hook', () => {
  it('opens the stream with a fresh ticket and hands each event to the console', async () => {
    const { onEvent, hook } = start(async () => ({ ticket: 'tick et/1' }));
    await settle();
    const [stream] = FakeStream.opened;
    expect(stream.url).toBe('/api/admin/live/stream?ticket=tick%20et%2F1');
    stream.open();
    expect(hook.result.current.connected).toBe(true);
    const event = { type: 'purchase_request.created', id: 42, label: 'Ada Lovelace' };
    stream.message(event);
    stream.message({ type: 'something.else', id: 1, label: 'x' });
    stream.message('not json');
    expect(onEvent.mock.calls).toEqual([[event]]);
  });

  it('reconnects with a new ticket after an error, waiting longer each time, and from the start once it worked', async () => {
    let tickets = 0;
    start(async () => ({ ticket: `t${++tickets}` }));
    await settle();
    FakeStream.opened[0].fail();
    expect(FakeStream.opened[0].closed).toBe(true);
    await advance(LIVE_BACKOFF.initialMs - 1);
    expect(FakeStream.opened).toHaveLength(1);
    await advance(1);
    expect(FakeStream.opened.map((stream) => stream.url)).toEqual(['/api/admin/live/stream?ticket=t1', '/api/admin/live/stream?ticket=t2']);
    // A second failure in a row waits twice as long.
    FakeStream.opened[1].fail();
    await advance(2 * LIVE_BACKOFF.initialMs - 1);
    expect(FakeStream.opened).toHaveLength(2);
    await advance(1);
    expect(FakeStream.opened).toHaveLength(3);
    // A heartbeat shows the stream works: the next failure waits the first delay again.
    FakeStream.opened[2].heartbeat();
    FakeStream.opened[2].fail();
    await advance(LIVE_BACKOFF.initialMs);
    expect(FakeStream.opened).toHaveLength(4);
  });

  it('retries a failed ticket request, but stops when the session has ended (401)', async () => {
    const getTicket = jest
      .fn<Promise<{ ticket: string } | null>, []>()
      .mockRejectedValueOnce(new HttpError('Bad gateway', 502))
      .mockRejectedValueOnce(new HttpError('Session expired', 401));
    start(getTicket);
    await settle();
    expect(getTicket).toHaveBeenCalledTimes(1);
    await advance(LIVE_BACKOFF.initialMs);
    expect(getTicket).toHaveBeenCalledTimes(2);
    await advance(LIVE_BACKOFF.maxMs * 2);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(FakeStream.opened).toHaveLength(0);
  });

  it('stops when the data provider ended the session (no ticket), and closes the stream on unmount', async () => {
    const { hook } = start(async () => ({ ticket: 'one' }));
    await settle();
    hook.unmount();
    expect(FakeStream.opened[0].closed).toBe(true);
    await advance(LIVE_BACKOFF.maxMs);
    expect(FakeStream.opened).toHaveLength(1);

    start(async () => null);
    await settle();
    await advance(LIVE_BACKOFF.maxMs);
    expect(FakeStream.opened).toHaveLength(1);
  });

  it('reads only well-formed live events and caps the wait', () => {
    expect(parseLiveEvent('{"type":"demo_request.created","id":3,"label":"Ada (Engines)"}')).toEqual({
      type: 'demo_request.created',
      id: 3,
      label: 'Ada (Engines)',
    });
    expect(parseLiveEvent('{"type":"demo_request.created","id":"3","label":"Ada"}')).toBeNull();
    expect(parseLiveEvent('{}')).toBeNull();
    expect([0, 1, 2, 10].map((attempt) => backoffDelay(attempt))).toEqual([1000, 2000, 4000, LIVE_BACKOFF.maxMs]);
  });
});
