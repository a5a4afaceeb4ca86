import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { Controller, Get, Header, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { QUANTITY_MAX } from '@voosh/shared';
import Fastify, { LogController } from 'fastify';
import fresh from 'fresh';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { ADD_LINE_SQL, LIST_LINES_SQL } from '../src/cart/cart-line.queries';
import { SECURITY_HEADER_OPTIONS } from '../src/common/http/response-headers';
import { parseListQuery } from '../src/common/http/simple-rest';
import { purchaseRequestPageStatement } from '../src/purchase-requests/purchase-request-list.query';
import { PURCHASE_REQUEST_LIST } from '../src/purchase-requests/purchase-requests.service';
import type { ReferenceUrls } from './bench-protocol';

/**
 * Reference servers that show how far each target can go: each does less than the app, so each is
 * a ceiling for the app's figure, not a rival to it. They run in a process of their own
 * (bench-references-server.ts), which never starts the app, so none pays for its async context
 * tracking (the ORM's request context, the request log's and the request scope's storage).
 * - A bare `node:http` server answering the catalogue's bytes: the denominator of "vs bare".
 * - Fastify doing the work every public answer of ours must do, with the ecosystem's own parts:
 *   Fastify's logger writing the request line to a file at `info`, @fastify/helmet with our
 *   header set, @fastify/rate-limit counting each caller in its default store (in memory, as the
 *   app counts without REDIS_URL) and the catalogue's ETag, 304 to a matching If-None-Match:
 *   the catalogue's ceiling (fastifyStackReference).
 * - Fastify alone, and NestJS on Fastify with one controller (no guard, log, header, rate limit,
 *   ORM), answering the catalogue's bytes: what the frameworks cost by themselves, printed beside.
 * - `node:http` with a bare `pg` pool running what the app's routes run against PostgreSQL, and
 *   answering the rows: a cart read (the caller's account, the cart's lines), a cart add (the
 *   account, then the add as one statement, its own transaction) and a page of the admins'
 *   purchase-request list (the account, then the app's own page-and-count statement). The caller
 *   comes from the bearer token's claims, decoded but not verified (the app checks its signature).
 */
export interface ReferenceServers extends ReferenceUrls {
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What every authenticated app request reads first: the account, and whether this session was signed out. */
const ACCOUNT_SQL =
  'select *, exists (select 1 from revoked_sessions r where r.token_id = $1) as "signedOut" from users where users.id = $2';

/** The catalogue's bytes from a NestJS controller and nothing else. */
function minimalNestModule(catalogue: Buffer) {
  @Controller()
  class CatalogueBytesController {
    @Get('api/arms')
    @Header('Content-Type', JSON_TYPE)
    arms(): Buffer {
      return catalogue;
    }
  }
  @Module({ controllers: [CatalogueBytesController] })
  class MinimalModule {}
  return MinimalModule;
}

/** PostgreSQL's own placeholders for the ORM's `?` ones. */
const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
};

/** The session claims of a bearer token, unverified. */
function callerOf(request: IncomingMessage): { userId: number; jti: string } {
  const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { userId: number; jti: string };
  return payload;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** A `node:http` server whose handler answers JSON, or 500 with the error. */
function jsonServer(handler: (request: IncomingMessage) => Promise<unknown>): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    handler(request).then(
      (answer) => response.writeHead(200, { 'Content-Type': JSON_TYPE }).end(JSON.stringify(answer)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
}

/** Fastify's own request line once per answer ("request completed"), as the app writes, not twice (incoming, completed). */
class AnswerLinesOnly extends LogController {
  override incomingRequest(): void {}
}

/**
 * The catalogue's ceiling: Fastify and its plugins doing what the app must do for a public answer
 * (a request line in the log file, the security headers, the rate limit, the ETag), nothing else.
 */
async function fastifyStackReference(catalogue: Buffer) {
  const logFile = join(mkdtempSync(join(tmpdir(), 'voosh-bench-reference-')), 'reference.log');
  const fastify = Fastify({
    logger: {
      level: 'info',
      file: logFile,
      serializers: {
        req: (request) => ({ id: request.id, method: request.method, path: request.url?.split('?')[0] }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    logController: new AnswerLinesOnly(),
  });
  await fastify.register(fastifyHelmet, SECURITY_HEADER_OPTIONS);
  // The limit is out of the way, as the app's is raised for the benchmark: each caller is still counted.
  await fastify.register(fastifyRateLimit, { max: 10_000_000, timeWindow: 60_000 });
  const etag = `"${createHash('sha1').update(catalogue).digest('base64url')}"`;
  fastify.get('/api/arms', (request, reply) => {
    void reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(catalogue);
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return fastify;
}

export async function startReferenceServers(catalogue: Buffer, databaseUrl: string): Promise<ReferenceServers> {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': JSON_TYPE, 'Content-Length': catalogue.length });
    response.end(catalogue);
  });

  // No logger in either framework reference, unlike the app (which logs every request at the
  // README's `info`): what they measure is the framework alone, the ceiling.
  const fastify = Fastify();
  fastify.get('/api/arms', (_request, reply) => reply.type(JSON_TYPE).send(catalogue));
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  const fastifyStack = await fastifyStackReference(catalogue);

  const nest = await NestFactory.create<NestFastifyApplication>(minimalNestModule(catalogue), new FastifyAdapter(), { logger: false });
  await nest.listen(0, '127.0.0.1');

  // The app's pool size (mikro-orm.config.ts).
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const account = async (request: IncomingMessage) => {
    const { userId, jti } = callerOf(request);
    const [row] = (await pool.query<{ id: number; signedOut: boolean }>(ACCOUNT_SQL, [jti, userId])).rows;
    if (!row || row.signedOut) throw new Error('no live account');
    return row;
  };

  const linesSql = numbered(LIST_LINES_SQL);
  const cartRead = jsonServer(async (request) => (await pool.query(linesSql, [(await account(request)).id])).rows);

  const addSql = numbered(ADD_LINE_SQL);
  const cartAdd = jsonServer(async (request) => {
    const { productName, quantity } = JSON.parse(await readBody(request)) as { productName: string; quantity: number };
    const { id } = await account(request);
    const [line] = (await pool.query(addSql, [productName, id, quantity, QUANTITY_MAX])).rows;
    if (!line) throw new Error('nothing added');
    return line;
  });

  const adminList = jsonServer(async (request) => {
    await account(request);
    const url = new URL(request.url ?? '/', 'http://reference');
    const list = parseListQuery(Object.fromEntries(url.searchParams), PURCHASE_REQUEST_LIST);
    const page = purchaseRequestPageStatement(null, list, true);
    return (await pool.query(numbered(page.sql), page.params)).rows;
  });

  const servers = [bare, cartRead, cartAdd, adminList];
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bareUrl: urlOf(bare),
    fastifyUrl: urlOf(fastify.server),
    fastifyStackUrl: urlOf(fastifyStack.server),
    nestUrl: await nest.getUrl(),
    cartReadUrl: urlOf(cartRead),
    cartAddUrl: urlOf(cartAdd),
    adminListUrl: urlOf(adminList),
    close: async () => {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await Promise.all([fastify.close(), fastifyStack.close(), nest.close(), pool.end()]);
    },
  };
}
