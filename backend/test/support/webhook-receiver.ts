import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An integrator's endpoint on this machine: records every request it gets, and answers each with
 * the next of the statuses it was told for its path (then 200), optionally with a Location.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, { status: number; location?: string }[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, location } = answers.get(request.url ?? '/')?.shift() ?? { status: 200 };
      response.writeHead(status, { 'Content-Type': 'text/plain', ...(location ? { Location: location } : {}) });
      response.end(`answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/hooks') => `http://localhost:${port}${path}`,
    received,
    /** The next answers to requests at `path`, in order. */
    answerWith: (path: string, ...next: { status: number; location?: string }[]) =>
      answers.set(path, [...(answers.get(path) ?? []), ...next]),
    /** The requests of one event type so far. */
    ofType: (type: string) => received.filter(({ body }) => (JSON.parse(body) as { type: string }).type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
