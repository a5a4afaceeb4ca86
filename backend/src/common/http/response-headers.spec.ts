import helmet from 'helmet';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADER_OPTIONS, securityHeaderValues } from './response-headers';
import { INLINE_SCRIPTS } from '@voosh/shared';
import { createHash } from 'node:crypto';

/** The headers a real node:http answer carries after helmet's own middleware ran on it. */
async function headersOfHelmet(): Promise<Record<string, string>> {
  const middleware = helmet(SECURITY_HEADER_OPTIONS);
  const server: Server = createServer((request, response) =>
    middleware(request, response, () => {
      response.setHeader('X-Powered-By', 'should be removed by helmet');
      response.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers: Record<string, string> = {};
    const transport = new Set(['connection', 'content-length', 'date', 'keep-alive', 'x-powered-by']);
    answer.headers.forEach((value, name) => {
      if (!transport.has(name)) headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaderValues', () => {
  it('answers exactly the headers helmet sets on a real answer for the same options', async () => {
    expect(securityHeaderValues()).toEqual(await headersOfHelmet());
  });

  it('includes the CSP with the inline-script hashes and the Stripe and Swagger sources, and never X-Powered-By', () => {
    const headers = securityHeaderValues();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    // The storefront's inline scripts by their hashes, and Stripe's.
    const hashes = INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(headers['content-security-policy']).toContain(`script-src 'self' ${hashes.join(' ')} https://js.stripe.com;`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('lets options turn headers off, as helmet does', () => {
    expect(securityHeaderValues({ contentSecurityPolicy: false, frameguard: false })).not.toHaveProperty('x-frame-options');
    expect(securityHeaderValues({ contentSecurityPolicy: false })).not.toHaveProperty('content-security-policy');
  });
});
