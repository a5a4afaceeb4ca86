import type { Recorder } from './recorder';

export interface Call {
  /** The route group of the report (browse, cart, ...). */
  group: string;
  /** The route as reported, e.g. "PUT /api/cart/{id}". */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is (with a JSON content type). */
  body?: unknown;
  /** The status the scenario expects; anything else is a failure. */
  expect: number;
  /** Where the latency is counted from: the operation's scheduled start for its first request (default: now). */
  from?: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

const TIMEOUT_MS = 30_000;

/** The load's HTTP client: each answer timed and checked against the status the scenario expects. */
export class LoadClient {
  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
  ) {}

  /** The answer when it has the expected status; undefined (a recorded failure) otherwise. */
  async call({ group, route, method, path, headers = {}, body, expect, from }: Call): Promise<Answer | undefined> {
    const started = performance.now();
    this.recorder.requests += 1;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      this.recorder.fail(group, route, 'network', `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    this.recorder.answered(group, route, from ?? started);
    if (response.status !== expect) {
      this.recorder.fail(
        group,
        route,
        'status',
        `${method} ${path} answered ${response.status} (expected ${expect}): ${text.slice(0, 300)}`,
      );
      return undefined;
    }
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        this.recorder.fail(group, route, 'answer', `${method} ${path}: a JSON content type with a body that is not JSON`);
        return undefined;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }
}
