import MuiButton from '@mui/material/Button';
import { centsToDollars, dollarsToCents, REFUND_REASON_MAX } from '@voosh/shared';
import { maxLength, required, TextInput } from 'react-admin';
import { AmountInput } from './AmountInput';
import { FormDialog } from './FormDialog';
import { useDialogAction } from './useDialogAction';

const validateReason = [required(), maxLength(REFUND_REASON_MAX)];

/** The refund button's and the dialogs' close texts (the payments' texts take them from here). */
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
  refund: (body: { amountCents: number; reason: string }) => Promise<unknown>;
}) {
  const { open, setOpen, titleId, run } = useDialogAction({ success, failure });
  if (leftCents <= 0) return null;
  const send = (values: Record<string, unknown>) =>
    run(() => refund({ amountCents: dollarsToCents(Number(values.amount)), reason: String(values.reason) }));
  return (
    <>
      <MuiButton size="small" color="warning" onClick={() => setOpen(true)} aria-label={label}>
        {REFUND_TEXTS.button}
      </MuiButton>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId={titleId}
        title={title}
        description={description}
        record={{ amount: centsToDollars(leftCents), reason: '' }}
        onSubmit={send}
        closeLabel={REFUND_TEXTS.cancel}
        saveLabel={REFUND_TEXTS.button}
      >
        <AmountInput source="amount" label="Amount to refund (USD)" maxCents={leftCents} isRequired fullWidth />
        <TextInput source="reason" label="Reason" validate={validateReason} multiline fullWidth />
      </FormDialog>
    </>
  );
}
