import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DEFAULT_MS, TOAST_MAX_WIDTH_PX } from '@voosh/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toastContext';

interface ShownToast extends ToastOptions {
  key: number;
}

/**
 * One toast at a time; a new toast replaces the one on screen. Top right, just under the app bar
 * (56 px high on phones, 64 px from 600 px up): the customer area's tab bar holds the bottom at every
 * width, and the button just pressed is more often near the bottom of the screen than the top.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const toast = useCallback((options: ToastOptions) => {
    setShown({ ...options, key: Date.now() });
    setOpen(true);
  }, []);
  const api = useMemo<ToastApi>(() => ({ toast }), [toast]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={shown?.key}
        open={open}
        autoHideDuration={shown?.duration ?? TOAST_DEFAULT_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={{ top: { xs: 64, sm: 80 }, width: { md: '100%' }, maxWidth: { md: TOAST_MAX_WIDTH_PX } }}
      >
        <Alert onClose={close} severity={shown?.variant === 'destructive' ? 'error' : 'success'} variant="filled" sx={{ width: '100%' }}>
          <AlertTitle>{shown?.title}</AlertTitle>
          {shown?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}
