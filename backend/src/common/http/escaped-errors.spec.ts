import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { eventually } from '../../../test/support/eventually';

const support = join(__dirname, '../../../test/support');

/** The guarded server of test/support/escaped-errors-server.ts in a process of its own. */
class GuardedServer {
  readonly lines: Record<string, unknown>[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly port: Promise<number>;

  constructor() {
    this.child = spawn(process.execPath, ['--require', join(support, 'ts-register.cjs'), join(support, 'escaped-errors-server.ts')]);
    this.exited = once(this.child, 'exit').then(([code]) => code as number | null);
    let buffered = '';
    let started: (port: number) => void;
    this.port = new Promise((resolve) => (started = resolve));
    this.child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const entry = JSON.parse(buffered.slice(0, end)) as Record<string, unknown>;
        buffered = buffered.slice(end + 1);
        if (typeof entry.listening === 'number') started(entry.listening);
        else this.lines.push(entry);
      }
    });
  }

  /** GET `path`: the status and body, or how the connection failed. */
  async get(path: string): Promise<{ status?: number; body: string; failure?: string }> {
    const port = await this.port;
    return new Promise((resolve) => {
      let body = '';
      httpRequest({ host: '127.0.0.1', port, path }, (response) => {
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
        response.on('error', (error) => resolve({ status: response.statusCode, body, failure: error.message }));
      })
        .on('error', (error) => resolve({ body, failure: error.message }))
        .end();
    });
  }

  throwOutsideRequests(): void {
    this.child.stdin.write('throw\n');
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

describe('errors that escape request handling', () => {
  let server: GuardedServer;
  beforeAll(() => (server = new GuardedServer()));
  afterAll(() => server.kill());

  it.each([
    ['/rejects', 'rejected in a request'],
    ['/throws-in-timer', 'thrown in a timer'],
  ])('%s: logged with the request, answered 500 in the error shape, and the process goes on', async (path, message) => {
    const answer = await server.get(path);
    expect(answer).toEqual({
      status: 500,
      body: JSON.stringify({ statusCode: 500, error: 'Internal server error', message: 'Internal server error' }),
    });
    await eventually(() =>
      expect(server.lines).toContainEqual(
        expect.objectContaining({ level: 'error', message: 'Error escaped request handling', path, err: `Error: ${message}` }),
      ),
    );
    expect(await server.get('/health')).toEqual({ status: 200, body: 'ok' });
  });

  it('an answer already sent is left as it was', async () => {
    expect(await server.get('/answers-then-throws')).toEqual({ status: 200, body: 'answered' });
    await eventually(() =>
      expect(server.lines).toContainEqual(expect.objectContaining({ path: '/answers-then-throws', err: 'Error: thrown after the answer' })),
    );
    expect(await server.get('/health')).toEqual({ status: 200, body: 'ok' });
  });

  it('an answer under way is cut short, never finished as if it were whole', async () => {
    const answer = await server.get('/writes-then-throws');
    expect(answer.status).toBe(200);
    expect(answer.failure).toBe('aborted');
    expect(await server.get('/health')).toEqual({ status: 200, body: 'ok' });
  });

  it('outside request handling: logged, then the process exits with code 1', async () => {
    server.throwOutsideRequests();
    expect(await server.exited).toBe(1);
    await eventually(() =>
      expect(server.lines).toContainEqual(
        expect.objectContaining({
          level: 'fatal',
          message: 'Error outside request handling: exiting',
          err: 'Error: thrown outside any request',
        }),
      ),
    );
  });
});
