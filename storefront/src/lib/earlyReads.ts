import { EARLY_READS_PROPERTY } from '@voosh/shared';

interface EarlyRead {
  token: string;
  answer: Promise<Response>;
}

/** Where EARLY_READS_SCRIPT keeps its reads (the window; none on the server). */
const holder = (): Record<string, Record<string, EarlyRead> | undefined> | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, Record<string, EarlyRead> | undefined>);
const earlyReads = () => holder()?.[EARLY_READS_PROPERTY];

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

/**
 * Drops the early reads no call took (the page has started: a later call must read anew, not get
 * an answer from its start). With them gone, every later call's check is one property lookup.
 */
export function forgetEarlyReads(): void {
  const reads = holder();
  if (reads) delete reads[EARLY_READS_PROPERTY];
}
