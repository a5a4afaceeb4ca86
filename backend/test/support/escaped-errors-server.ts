import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardProcess } from '../../src/common/http/escaped-errors';
import { scopeRequests } from '../../src/common/http/request-scope';

/**
 * A server whose handlers let errors escape in each way request handling can, guarded as main.ts
 * guards the app (escaped-errors.spec.ts drives it). Log lines go to stdout as JSON; a line on
 * stdin throws outside any request.
 */
const line = (level: string) => (details: Record<string, unknown>, message: string) =>
  console.log(JSON.stringify({ level, message, ...details, err: String(details.err) }));
guardProcess(() => ({ error: line('error'), fatal: line('fatal') }));

const routes: Record<string, (response: ServerResponse) => void> = {
  '/health': (response) => response.end('ok'),
  '/rejects': () => void Promise.reject(new Error('rejected in a request')),
  '/throws-in-timer': () =>
    setTimeout(() => {
      throw new Error('thrown in a timer');
    }, 5),
  '/answers-then-throws': (response) => {
    response.end('answered');
    setImmediate(() => {
      throw new Error('thrown after the answer');
    });
  },
  '/writes-then-throws': (response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.write('partial');
    setTimeout(() => {
      throw new Error('thrown mid-answer');
    }, 5);
  },
};

const server = createServer((request, response) => routes[request.url!]?.(response));
scopeRequests(server);
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ listening: (server.address() as AddressInfo).port })));
process.stdin.on('data', () => {
  throw new Error('thrown outside any request');
});
