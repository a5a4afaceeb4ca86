import { createApiClient, filenameOf } from '@voosh/api-client';
import { HttpError } from 'react-admin';
import { readStoredSession } from '../auth/storedSession';
import { errorTextOf } from './httpClient';

/**
 * The typed API client for the console's own calls (paths and bodies checked against the OpenAPI
 * document); every call carries the stored session's bearer token. Lists stay on the data provider.
 */
export const api = createApiClient({
  // Absolute: the client builds Request objects, which need a base outside a document.
  baseUrl: window.location.origin,
  // Looked up per call rather than captured once, so a replaced fetch (tests) is used.
  fetch: (request) => globalThis.fetch(request),
  getToken: () => readStoredSession()?.token,
  headers: { Accept: 'application/json' },
});

/** What the typed client answers for one call. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a 2xx answer. A non-2xx one rejects with react-admin's HttpError (status, body and
 * the server's text), as the data provider's calls do, so the auth provider's checkError sees a 401.
 */
export function dataOf<T>({ data, error, response }: Answer<T>): T {
  if (!response.ok) throw new HttpError(errorTextOf(error, response.statusText), response.status, error);
  return data as T;
}

/** The total of a simple-rest page: the number after the slash of its Content-Range ("plan-charges 0-9/37"). */
export function totalOf(response: Response): number {
  const range = response.headers.get('Content-Range');
  if (!range) throw new Error('The answer has no Content-Range header: the total is unknown');
  return parseInt(range.split('/').pop() ?? '', 10);
}

/** A file the API answered (a CSV export, a document's PDF), for saveFile. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** A file answer (asked with `parseAs: 'blob'`), named as its Content-Disposition says, else `fallbackName`. */
export function fileOf(answer: Answer<unknown>, fallbackName: string): DownloadedFile {
  const blob = dataOf(answer) as Blob;
  return { blob, filename: filenameOf(answer.response.headers.get('Content-Disposition')) ?? fallbackName };
}
