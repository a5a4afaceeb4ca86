import { useId, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useApiCall } from '../data/useApiCall';
import { useNotifyFailure } from './notifyFailure';

/**
 * A dialog that sends one API call: its open state, its title's id, and `run`, which makes the call
 * (a 401 ends the session), says `success` (or `failure` with the server's reason), closes and
 * refreshes the page's data.
 */
export function useDialogAction({ success, failure }: { success: string; failure: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const call = useApiCall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const run = async (send: () => Promise<unknown>) => {
    try {
      await call(send);
      notify(success, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notifyFailure(failure, error);
    }
  };
  return { open, setOpen, titleId, run };
}
