import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastOptions } from './toastContext';

interface ShownToast extends ToastOptions {
  key: number;
}

// The toast's code (MUI's Snackbar and Alert) loads with the first toast: no page needs it to show.
const ToastView = lazy(() => import('./ToastView').then((module) => ({ default: module.ToastView })));

/** One toast at a time; a new toast replaces the one on screen. */
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
      {shown && (
        <Suspense fallback={null}>
          <ToastView key={shown.key} toast={shown} open={open} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
