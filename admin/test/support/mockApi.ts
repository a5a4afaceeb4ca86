/** One call the console sent to the fake API. */
export interface SentCall {
  /** "METHOD /path", the key its answer is found by. */
  key: string;
  query: Record<string, string>;
  /** The JSON body, undefined when none was sent. */
  body: unknown;
  headers: Headers;
}

/**
 * An answer: a JSON body (status 200), a Response of the test's own (an error, a file, headers),
 * or a function of the call giving either.
 */
type Answer = unknown;

/**
 * Replaces fetch with answers by "METHOD /path" (query left out); a call nobody answers gets a 404
 * naming it. Returns the calls sent, and the bodies sent to one "METHOD /path", in order.
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: SentCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: SentCall = {
      key: `${request.method} ${url.pathname}`,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    if (!(call.key in answers)) return Response.json({ error: `No answer for ${call.key}` }, { status: 404 });
    const answer = answers[call.key];
    const given: unknown = typeof answer === 'function' ? await answer(call) : answer;
    return given instanceof Response ? given.clone() : Response.json(given);
  }) as typeof fetch;
  return {
    calls,
    bodiesTo: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}

/** A failed answer with the API's error body. */
export const failure = (status: number, error: string) => Response.json({ statusCode: status, error }, { status });
