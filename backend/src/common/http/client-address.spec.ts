import type { IncomingMessage } from 'node:http';
import { clientAddressReader } from './client-address';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('clientAddressReader', () => {
  describe('with the default, a proxy on this host', () => {
    const clientAddress = clientAddressReader(['loopback']);

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

  describe('with a proxy on another host (TRUST_PROXY)', () => {
    const clientAddress = clientAddressReader(['10.0.0.0/8']);

    it('believes that proxy, as far back as trusted hops wrote the header', () => {
      expect(clientAddress(request('10.1.2.3', '203.0.113.7'))).toBe('203.0.113.7');
      expect(clientAddress(request('10.1.2.3', '203.0.113.7, 10.4.5.6'))).toBe('203.0.113.7');
    });

    it('stops at the first address it does not trust', () => {
      expect(clientAddress(request('10.1.2.3', '203.0.113.7, 198.51.100.9'))).toBe('198.51.100.9');
      expect(clientAddress(request('127.0.0.1', '203.0.113.7'))).toBe('127.0.0.1');
    });
  });
});
