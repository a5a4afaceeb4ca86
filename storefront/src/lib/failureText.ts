import { MESSAGES } from '@voosh/shared';
import { ApiError, errorText } from './api';

/**
 * The text to show for a failed call: the server's `error` when it sent one, `fallback` for a
 * failed answer without one, `network` when no answer came at all.
 */
export function failureText(error: unknown, fallback: string, network: string): string {
  return error instanceof ApiError ? errorText(error.body, fallback) : network;
}

/** Runs `action`; a failure is rethrown as an Error carrying the text to show. */
export async function withFailureText<T>(action: () => Promise<T>, fallback: string, network: string): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new Error(failureText(error, fallback, network));
  }
}

/** As withFailureText, with the generic texts ('Request failed', the network error). */
export function withShownFailure<T>(action: () => Promise<T>): Promise<T> {
  return withFailureText(action, MESSAGES.requestFailed, MESSAGES.networkError);
}
