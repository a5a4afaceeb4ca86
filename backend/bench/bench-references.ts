import { Controller, Get, Header, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { LIST_LINES_SQL } from '../src/cart/cart-line.queries';

/**
 * Reference servers beside the app, in its process and run, that show how far each of issue 13's
 * targets can go: each does less than the app, so each is a ceiling for the app's figure, not a
 * rival to it.
 * - Fastify alone, and NestJS on Fastify with one controller (no guard, log, header, rate limit,
 *   ORM), answering the catalogue's bytes: no app built on that framework serves the catalogue
 *   faster.
 * - node:http running a cart read's two queries (the caller's account, the cart's lines) through a
 *   bare `pg` pool and answering the rows: what PostgreSQL's round trips alone cost a cart read.
 */
export interface ReferenceServers {
  fastifyUrl: string;
  nestUrl: string;
  cartQueriesUrl: string;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

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

export async function startReferenceServers(catalogue: Buffer, databaseUrl: string, cartReaderId: number): Promise<ReferenceServers> {
  // No logger in either reference, unlike the app (which logs every request at the README's `info`):
  // what they measure is the framework alone, the ceiling, and the request log is one of the parts
  // the app adds on top. Nest's logger here would only print its start-up lines into the report.
  const fastify = Fastify();
  fastify.get('/api/arms', (_request, reply) => reply.type(JSON_TYPE).send(catalogue));
  await fastify.listen({ port: 0, host: '127.0.0.1' });

  const nest = await NestFactory.create<NestFastifyApplication>(minimalNestModule(catalogue), new FastifyAdapter(), { logger: false });
  await nest.listen(0, '127.0.0.1');

  // The app's pool size (mikro-orm.config.ts).
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const accountSql = 'select * from users where id = $1';
  const linesSql = numbered(LIST_LINES_SQL);
  const cartQueries: Server = createServer((_request, response) => {
    void (async () => {
      try {
        const [account] = (await pool.query(accountSql, [cartReaderId])).rows;
        const { rows } = await pool.query(linesSql, [account.id]);
        response.writeHead(200, { 'Content-Type': JSON_TYPE }).end(JSON.stringify(rows));
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => cartQueries.listen(0, '127.0.0.1', resolve));

  const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fastifyUrl: urlOf(fastify.server),
    nestUrl: await nest.getUrl(),
    cartQueriesUrl: urlOf(cartQueries),
    close: async () => {
      cartQueries.closeAllConnections();
      await new Promise((resolve) => cartQueries.close(resolve));
      await Promise.all([fastify.close(), nest.close(), pool.end()]);
    },
  };
}
