import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** How much of an endpoint's answer is read and kept (the rest is dropped unread). */
export const RESPONSE_EXCERPT_BYTES = 1024;

/** What one attempt got: the endpoint's status and the start of its answer, or why there was none. */
export type AttemptResult = { status: number; excerpt: string } | { error: string };

interface Attempt {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  lookup: LookupFunction;
}

/** Why the connection's `lookup` refuses `url`'s host, or null; Node connects to an IP address in a URL without a lookup. */
function literalRefusal(url: URL, lookup: LookupFunction): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) return Promise.resolve(null);
  return new Promise((resolve) => lookup(host, { all: true }, (error) => resolve(error ? error.message : null)));
}

/**
 * One POST of a webhook: redirects are not followed (a 3xx is an answer like any other), the
 * whole attempt is bounded by `timeoutMs`, and no more than RESPONSE_EXCERPT_BYTES of the answer
 * is read. The address connected to passes `lookup`, an IP address in the URL too.
 */
export async function postWebhook(attempt: Attempt): Promise<AttemptResult> {
  const refusal = await literalRefusal(new URL(attempt.url), attempt.lookup);
  return refusal === null ? send(attempt) : { error: refusal };
}

function send({ url, headers, body, timeoutMs, lookup }: Attempt): Promise<AttemptResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const open = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const settle = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = open(
      target,
      {
        method: 'POST',
        lookup,
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'VOOSH-Webhooks/1',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          settle({ status: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_EXCERPT_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => settle({ error: `No answer within ${timeoutMs / 1000} s` }), timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({ error: error.code === 'EPRIVATEADDRESS' ? error.message : `${error.code ?? 'Error'}: ${error.message}` }),
    );
    request.end(body);
  });
}
