import MuiButton from '@mui/material/Button';
import { PAYMENT_REFERENCE_MAX } from '@voosh/shared';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { useDialogAction } from '../common/useDialogAction';
import type { PlanChargeRecord, RecordPlanPaymentBody } from '../data/types';
import { OFFLINE_METHOD_CHOICES, PAYMENT_TEXTS } from '../payments/paymentTexts';
import { useStandingTransferNotice } from '../purchase-requests/transferNotice';
import { day, monthlyText, PLAN_TEXTS } from './planTexts';
import { recordPlanPayment } from './plansApi';

/**
 * Records an invoice plan's open month as paid offline (bank transfer, cash); the customer is mailed
 * the receipt. Given the plan's request, the customer's notice of a transfer for the month fills the reference in.
 */
export function RecordPlanPaymentButton({ charge, requestId = null }: { charge: PlanChargeRecord; requestId?: number | null }) {
  const { open, setOpen, titleId, run } = useDialogAction({ success: PLAN_TEXTS.paymentRecorded, failure: PLAN_TEXTS.recordFailed });
  const notice = useStandingTransferNotice(charge.status === 'open' ? requestId : null, charge.id);
  if (charge.status !== 'open') return null;
  const record = (values: Record<string, unknown>) =>
    run(() =>
      recordPlanPayment(charge.id, {
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
        description={[
          `${day(charge.periodStart)} to ${day(charge.periodEnd)}: ${monthlyText(charge.amountUsdCents, charge.amountMinor, charge.currency)}.`,
          ...(notice ? [PAYMENT_TEXTS.noticeFilledIn(notice.sentOn, notice.reference)] : []),
        ].join(' ')}
        record={{ method: 'bank_transfer', reference: notice?.reference ?? '' }}
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
