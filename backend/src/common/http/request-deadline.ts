import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** The error Node's own request timeout raises: the server's clientError handler (Fastify's) answers it 408 and closes the connection. */
const requestTimedOut = () => Object.assign(new Error('Request body not received in time'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/**
 * A request whose body has not all come `timeoutMs` after its headers is answered 408 and its
 * connection closed, by a timer of its own. Node's cut (`requestTimeout`, checked every
 * `connectionsCheckingInterval`) usually comes first; this one holds where that does not: once
 * the server has begun to close, Node checks no more, and a body that never ends would otherwise
 * hold its connection, and the shut-down, for good.
 */
export function cutUnfinishedBodies(fastify: FastifyInstance, timeoutMs: number): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    if (raw.complete || !hasBody(raw.headers)) return done();
    const timer = setTimeout(() => {
      if (!raw.complete && !raw.socket.destroyed) fastify.server.emit('clientError', requestTimedOut(), raw.socket);
    }, timeoutMs).unref();
    // The answer done (or its connection gone) with the whole body read: nothing left to wait for.
    // Answered early, the rest of the body is still awaited (Node reads and drops it).
    reply.raw.once('close', () => {
      if (raw.complete || raw.socket.destroyed) clearTimeout(timer);
    });
    done();
  });
}
