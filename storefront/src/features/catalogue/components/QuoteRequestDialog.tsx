import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CUSTOM_QUOTE_RESPONSE_HOURS, MESSAGES, TEXT_MAX, TOAST_DEFAULT_MS } from '@voosh/shared';
import { useState } from 'react';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { Product } from '../api/types';
import { useRequestQuote } from '../api/useRequestQuote';

export const QUOTE_DIALOG_TEXTS = {
  title: 'Request a Custom Quote',
  promise: `An agent will contact you within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours to schedule a free consultation, with no upfront costs.`,
  detailsLabel: 'Details (optional)',
  detailsHelp: 'What should it do? The tools you use, your volumes, any deadline.',
  send: 'Send Quote Request',
  sending: 'Sending...',
} as const;

/**
 * Asks before a custom product's quote request is made: the product, the 24-hour promise and an
 * optional details field for the team; a failure shows in the dialog. Sending creates one purchase request: the button is off
 * while it is sent and the dialog's Idempotency-Key (made when it opens) makes a repeat a no-op.
 */
export function QuoteRequestDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="quote-request-title"
      aria-describedby="quote-request-text"
    >
      {product && <QuoteRequestForm product={product} onClose={onClose} />}
    </Dialog>
  );
}

function QuoteRequestForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const [details, setDetails] = useState('');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const requestQuote = useRequestQuote();
  const { toast } = useToast();

  function send() {
    if (requestQuote.isPending) return;
    requestQuote.mutate(
      { productName: product.name, details, idempotencyKey },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.requestSubmittedTitle, description: MESSAGES.requestSubmittedText, duration: TOAST_DEFAULT_MS });
          onClose();
        },
      },
    );
  }

  const pending = requestQuote.isPending;
  // Shown in the dialog, not as a toast: the modal hides the page's toasts from assistive technology.
  const error = requestQuote.isError ? failureText(requestQuote.error, MESSAGES.paymentRequestFailed, MESSAGES.paymentRequestFailed) : '';
  return (
    <>
      <DialogTitle id="quote-request-title">{QUOTE_DIALOG_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="quote-request-text" sx={{ mb: 2 }}>
          <strong>{product.name}</strong>: {QUOTE_DIALOG_TEXTS.promise}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={QUOTE_DIALOG_TEXTS.detailsLabel}
          helperText={QUOTE_DIALOG_TEXTS.detailsHelp}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          disabled={pending}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {pending ? QUOTE_DIALOG_TEXTS.sending : QUOTE_DIALOG_TEXTS.send}
        </Button>
      </DialogActions>
    </>
  );
}
