import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DEFAULT_MS, TOAST_MAX_WIDTH_PX } from '@voosh/shared';
import type { ToastOptions } from './toastContext';

/**
 * The toast on screen, top right, just under the app bar (56 px high on phones, 64 px from 600 px
 * up): the customer area's tab bar holds the bottom at every width, and the button just pressed
 * is more often near the bottom of the screen than the top.
 */
export function ToastView({
  toast,
  open,
  onClose,
}: {
  toast: ToastOptions;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.duration ?? TOAST_DEFAULT_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={{ top: { xs: 64, sm: 80 }, width: { md: '100%' }, maxWidth: { md: TOAST_MAX_WIDTH_PX } }}
    >
      <Alert onClose={onClose} severity={toast.variant === 'destructive' ? 'error' : 'success'} variant="filled" sx={{ width: '100%' }}>
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
