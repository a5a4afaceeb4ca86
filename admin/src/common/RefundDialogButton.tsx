import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { centsToDollars, dollarsToCents, REFUND_REASON_MAX } from '@voosh/shared';
import { Form, maxLength, required, SaveButton, TextInput } from 'react-admin';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { AmountInput } from './AmountInput';
import { useDialogAction } from './useDialogAction';

const validateReason = [required(), maxLength(REFUND_REASON_MAX)];

export const REFUND_TEXTS = { button: 'Refund', cancel: 'Cancel' } as const;

/**
 * A refund of part or all of what is left (`leftCents`, shown as the default) with a reason; the
 * amount is checked against what is left before `refund` is sent. Nothing is shown when nothing is left.
 */
export function RefundDialogButton({
  leftCents,
  label,
  title,
  description,
  success,
  failure,
  refund,
}: {
  leftCents: number;
  /** The button's accessible name, e.g. 'Refund payment #4'. */
  label: string;
  title: string;
  description: string;
  success: string;
  failure: string;
  refund: (provider: ConsoleDataProvider, body: { amountCents: number; reason: string }) => Promise<unknown>;
}) {
  const { open, setOpen, titleId, run } = useDialogAction({ success, failure });
  if (leftCents <= 0) return null;
  const send = (values: Record<string, unknown>) =>
    run((provider) => refund(provider, { amountCents: dollarsToCents(Number(values.amount)), reason: String(values.reason) }));
  return (
    <>
      <MuiButton size="small" color="warning" onClick={() => setOpen(true)} aria-label={label}>
        {REFUND_TEXTS.button}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Form record={{ amount: centsToDollars(leftCents), reason: '' }} onSubmit={send} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
            <AmountInput source="amount" label="Amount to refund (USD)" maxCents={leftCents} isRequired fullWidth />
            <TextInput source="reason" label="Reason" validate={validateReason} multiline fullWidth />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{REFUND_TEXTS.cancel}</MuiButton>
            <SaveButton label={REFUND_TEXTS.button} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
