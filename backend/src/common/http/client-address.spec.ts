import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('believes X-Forwarded-For from a proxy on this host', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from anyone else, who could write any address there', () => {
    expect(clientAddress(request('198.51.100.4', '203.0.113.7'))).toBe('198.51.100.4');
  });

  it('is the connection address when there is no proxy', () => {
    expect(clientAddress(request('198.51.100.4'))).toBe('198.51.100.4');
  });
});
