import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { errorTextOf } from '../data/httpClient';

/** How long a failure stays up: long enough to read the server's reason. */
const FAILURE_TOAST_MS = 8000;

/** The server's own reason for a failed call (its `error` text), or null when it gave none. */
export function reasonOf(error: unknown): string | null {
  if (error instanceof HttpError) return errorTextOf(error.body, error.message) || null;
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/** The spec's failure text, with the server's reason under it when there is one. */
export function FailureToast({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert severity="error" variant="filled" sx={{ minWidth: 288, maxWidth: 480 }}>
      <AlertTitle sx={{ mb: 0 }}>{title}</AlertTitle>
      {reason}
    </Alert>
  );
}

/**
 * notify() for failures: the spec's toast (e.g. 'Failed to update user role') exactly, and
 * below it the server's reason (e.g. why an admin cannot demote themself).
 */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback(
    (title: string, error?: unknown) => {
      const reason = error === undefined ? null : reasonOf(error);
      notify(reason && reason !== title ? <FailureToast title={title} reason={reason} /> : title, {
        type: 'error',
        autoHideDuration: FAILURE_TOAST_MS,
      });
    },
    [notify],
  );
}
