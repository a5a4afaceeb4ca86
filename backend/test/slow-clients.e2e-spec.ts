// @test-pass direct: a raw socket to one instance's own HTTP server (behind nginx, nginx holds a slow body itself)
import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app';

describe('A client that never finishes its request', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A bound of one second instead of the README's 30: the test waits it out.
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('is answered 408 and its connection closed once the request timeout passes: a body shorter than its Content-Length holds nothing', async () => {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = once(socket, 'close');
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    await closed;
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408 /);
  });
});
