import { EARLY_READS_PROPERTY } from '@voosh/shared';

interface EarlyRead {
  token: string;
  answer: Promise<Response>;
}

const earlyReads = (): Record<string, EarlyRead> | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Record<string, EarlyRead> | undefined>)[EARLY_READS_PROPERTY];

/**
 * The answer the page's EARLY_READS_SCRIPT started for `request`, if it started one: a GET of the
 * same path and query sent with the same token (a session ended or changed since reads anew).
 * Taken once: any later call reads anew.
 */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  const reads = earlyReads();
  if (!reads || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== window.location.origin) return undefined;
  const read = reads[url.pathname + url.search];
  if (!read || request.headers.get('Authorization') !== `Bearer ${read.token}`) return undefined;
  delete reads[url.pathname + url.search];
  return read.answer;
}

/** Drops the early reads no call took (the page has started: a later call must read anew, not get an answer from its start). */
export function forgetEarlyReads(): void {
  const reads = earlyReads();
  if (reads) for (const path of Object.keys(reads)) delete reads[path];
}
