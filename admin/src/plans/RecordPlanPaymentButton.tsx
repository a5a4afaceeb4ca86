import MuiButton from '@mui/material/Button';
import { PAYMENT_REFERENCE_MAX } from '@voosh/shared';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { useDialogAction } from '../common/useDialogAction';
import type { PlanChargeRecord, RecordPlanPaymentBody } from '../data/types';
import { OFFLINE_METHOD_CHOICES } from '../payments/paymentTexts';
import { day, monthlyText, PLAN_TEXTS } from './planTexts';

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
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId={titleId}
        title={PLAN_TEXTS.recordPayment}
        description={`${day(charge.periodStart)} to ${day(charge.periodEnd)}: ${monthlyText(charge.amountUsdCents, charge.amountMinor, charge.currency)}`}
        record={{ method: 'bank_transfer', reference: '' }}
        onSubmit={record}
        closeLabel={PLAN_TEXTS.close}
        saveLabel={PLAN_TEXTS.recordPayment}
      >
        <SelectInput source="method" label="Method" choices={OFFLINE_METHOD_CHOICES} validate={required()} fullWidth />
        <TextInput source="reference" label="Reference" validate={maxLength(PAYMENT_REFERENCE_MAX)} fullWidth />
      </FormDialog>
    </>
  );
}
