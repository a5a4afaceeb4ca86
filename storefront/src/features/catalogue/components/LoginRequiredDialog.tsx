import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/session/dashboards';

/** Shown to a visitor who tries to purchase (or request a quote): Login Now goes to /login. */
export function LoginRequiredDialog({ open, text, onClose }: { open: boolean; text: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="login-required-title" aria-describedby="login-required-text">
      <DialogTitle id="login-required-title">{MESSAGES.loginRequiredTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-required-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.cancel}</Button>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
          {MESSAGES.loginNow}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
