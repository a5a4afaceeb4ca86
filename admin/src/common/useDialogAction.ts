import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { useNotifyFailure } from './notifyFailure';

/**
 * A dialog that sends one call: its open state, its title's id, and `run`, which makes the call,
 * says `success` (or `failure` with the server's reason), closes and refreshes the page's data.
 */
export function useDialogAction({ success, failure }: { success: string; failure: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const run = async (call: (provider: ConsoleDataProvider) => Promise<unknown>) => {
    try {
      await call(dataProvider);
      notify(success, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notifyFailure(failure, error);
    }
  };
  return { open, setOpen, titleId, run };
}
