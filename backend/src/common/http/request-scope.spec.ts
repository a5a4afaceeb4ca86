import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ormConfig } from '../../database/mikro-orm.config';
import { currentRequest, scopeRequests } from './request-scope';

describe('request scope', () => {
  let orm: MikroORM;
  let server: Server;
  let url: string;
  /** What each request's handler saw, by path. */
  const seen = new Map<string, { contexts: EntityManager[]; path: string | undefined }>();

  beforeAll(async () => {
    // No connection is made: forking an EntityManager needs none.
    orm = await MikroORM.init({ ...ormConfig('postgres://nobody@127.0.0.1:1/none') });
    server = createServer((request, response) => {
      const uses = Number(new URL(request.url!, 'http://x').searchParams.get('uses'));
      // Later in the request's asynchronous work, as a service would ask.
      setImmediate(() => {
        const contexts = Array.from({ length: uses }, () => orm.em.getContext());
        seen.set(request.url!, { contexts, path: currentRequest()?.request.url });
        response.end();
      });
    });
    scopeRequests(server, orm.em);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await orm.close();
  });

  it('forks no EntityManager for a request that uses none, and one for a request that uses it, kept for the whole request', async () => {
    const fork = jest.spyOn(orm.em, 'fork');
    await fetch(`${url}/?uses=0`);
    expect(fork).not.toHaveBeenCalled();

    await Promise.all([fetch(`${url}/?uses=3&n=1`), fetch(`${url}/?uses=2&n=2`)]);
    expect(fork).toHaveBeenCalledTimes(2);
    const first = seen.get('/?uses=3&n=1')!;
    const second = seen.get('/?uses=2&n=2')!;
    expect(new Set(first.contexts).size).toBe(1);
    expect(new Set(second.contexts).size).toBe(1);
    expect(first.contexts[0]).not.toBe(second.contexts[0]);
    expect(first.contexts[0]).not.toBe(orm.em);
    expect([first.path, second.path]).toEqual(['/?uses=3&n=1', '/?uses=2&n=2']);
    fork.mockRestore();
  });

  it('has no request outside request handling', () => {
    expect(currentRequest()).toBeUndefined();
    expect(orm.em.getContext(false)).toBe(orm.em);
  });
});
