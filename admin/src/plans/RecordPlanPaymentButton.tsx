import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { OFFLINE_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_REFERENCE_MAX } from '@voosh/shared';
import { Form, maxLength, required, SaveButton, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../common/choices';
import { useDialogAction } from '../common/useDialogAction';
import type { PlanChargeRecord, RecordPlanPaymentBody } from '../data/types';
import { day, monthlyText, PLAN_TEXTS } from './planTexts';

const METHOD_CHOICES = choicesOf(PAYMENT_METHOD_LABELS, OFFLINE_PAYMENT_METHODS);

/** Records an invoice plan's open month as paid offline (bank transfer, cash); the customer is mailed the receipt. */
export function RecordPlanPaymentButton({ charge }: { charge: PlanChargeRecord }) {
  const { open, setOpen, titleId, run } = useDialogAction({ success: PLAN_TEXTS.paymentRecorded, failure: PLAN_TEXTS.recordFailed });
  if (charge.status !== 'open') return null;
  const record = (values: Record<string, unknown>) =>
    run((provider) =>
      provider.recordPlanPayment(charge.id, {
        method: values.method as RecordPlanPaymentBody['method'],
        reference: typeof values.reference === 'string' && values.reference.trim() ? values.reference.trim() : null,
      }),
    );
  return (
    <>
      <MuiButton
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`${PLAN_TEXTS.recordPayment}: ${day(charge.periodStart)} to ${day(charge.periodEnd)}`}
      >
        {PLAN_TEXTS.recordPayment}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Form record={{ method: 'bank_transfer', reference: '' }} onSubmit={record} noValidate>
          <DialogTitle id={titleId}>{PLAN_TEXTS.recordPayment}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {`${day(charge.periodStart)} to ${day(charge.periodEnd)}: ${monthlyText(charge.amountUsdCents, charge.amountMinor, charge.currency)}`}
            </DialogContentText>
            <SelectInput source="method" label="Method" choices={METHOD_CHOICES} validate={required()} fullWidth />
            <TextInput source="reference" label="Reference" validate={maxLength(PAYMENT_REFERENCE_MAX)} fullWidth />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{PLAN_TEXTS.close}</MuiButton>
            <SaveButton label={PLAN_TEXTS.recordPayment} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
