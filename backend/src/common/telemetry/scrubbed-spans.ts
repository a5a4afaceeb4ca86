import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';

/** The attributes HTTP instrumentations put a URL in. */
const URL_ATTRIBUTES = ['url.full', 'http.url', 'http.target', 'url.original'];
const QUERY_ATTRIBUTES = ['url.query'];
/** The attributes database instrumentations put a statement in. */
const STATEMENT_ATTRIBUTES = ['db.query.text', 'db.statement'];

/** A quoted string (with '' inside), or a number standing alone (not in a name, nor a $1 placeholder). */
const SQL_LITERAL = /'(?:[^']|'')*'|(?<![\w$."])\d+(?:\.\d+)?(?![\w"])/g;

/** A statement's shape: every literal value replaced by `?` (the ORM writes values into its SQL). */
export const statementShape = (sql: string): string => sql.replace(SQL_LITERAL, '?');

/** A URL without its query string. */
export const withoutQuery = (url: string): string => (url.includes('?') ? url.slice(0, url.indexOf('?')) : url);

/**
 * Passes each ended span on without the values it could hold: no URL keeps its query string (it
 * can carry a one-time code: Google's code and state, a live-stream ticket) and no statement keeps
 * a literal (an address, a code's hash, a sealed secret). The route template and the statement's
 * shape are what a trace needs.
 */
export class ScrubbedSpans implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    // An ended span's attributes are no longer changed by its owner: they are cleaned in place.
    const attributes = span.attributes as Record<string, unknown>;
    const clean = (keys: string[], scrub: (value: string) => string) => {
      for (const key of keys) if (typeof attributes[key] === 'string') attributes[key] = scrub(attributes[key]);
    };
    clean(URL_ATTRIBUTES, withoutQuery);
    clean(STATEMENT_ATTRIBUTES, statementShape);
    for (const key of QUERY_ATTRIBUTES) delete attributes[key];
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}
