import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useApiCall } from '../data/useApiCall';
import { useNotifyFailure } from './notifyFailure';

/**
 * A dialog that sends one API call: its open state, its title's id, and `run`, which makes the call
 * (a 401 ends the session), says `success` (or `failure` with the server's reason), closes and
 * refreshes the page's data. `run` resolves to the call's answer (undefined when it failed), and
 * says `said(answer)` instead of `success` when given (e.g. how many were sent again).
 */
export function useDialogAction({ success, failure }: { success: string; failure: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const call = useApiCall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const run = async <T>(send: () => Promise<T>, said?: (answer: T) => string): Promise<T | undefined> => {
    try {
      const answer = await call(send);
      notify(said ? said(answer) : success, { type: 'success' });
      setOpen(false);
      refresh();
      return answer;
    } catch (error) {
      notifyFailure(failure, error);
      return undefined;
    }
  };
  return { open, setOpen, titleId, run };
}
