import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@voosh/shared';

/** The list did not load: the fixed failure text and a way to try again. */
export function RequestsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      }
    >
      {MESSAGES.loadPurchaseRequestsFailed}
    </Alert>
  );
}
