import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The proxies trusted to name the client in X-Forwarded-For: loopback ones (a reverse proxy on
 * the same host), as Express's `trust proxy` is set in configure-app.
 */
export const TRUSTED_PROXIES = 'loopback';
const trusted = proxyAddr.compile(TRUSTED_PROXIES);

/** The client's address, read from the raw request whatever the HTTP library. */
export const clientAddress = (request: IncomingMessage): string => proxyAddr(request, trusted);
