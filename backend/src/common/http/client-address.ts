import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Reads the client's address from the raw request whatever the HTTP library: X-Forwarded-For as
 * far back as it was written by `trustedProxies` (proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`, addresses and CIDR ranges), else the connection's address. Throws on an entry
 * proxy-addr cannot read.
 */
export function clientAddressReader(trustedProxies: readonly string[]): (request: IncomingMessage) => string {
  const trusted = proxyAddr.compile([...trustedProxies]);
  return (request) => proxyAddr(request, trusted);
}
