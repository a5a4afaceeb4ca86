import MuiButton from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { centsToDollars, dollarsToCents, PAYMENT_REFERENCE_MAX, type PaymentKind, paymentKindLabel, TEXT_MAX } from '@voosh/shared';
import { useFormContext } from 'react-hook-form';
import { maxLength, required, SelectInput, TextInput } from 'react-admin';
import { AmountInput } from '../common/AmountInput';
import { FormDialog } from '../common/FormDialog';
import { usd } from '../common/format';
import { useDialogAction } from '../common/useDialogAction';
import type { PurchaseRequestRecord, RecordOfflinePaymentBody } from '../data/types';
import { OFFLINE_METHOD_CHOICES, PAYMENT_TEXTS } from '../payments/paymentTexts';
import { recordOfflinePayment } from './requestsApi';
import { noticeNote, useStandingTransferNotice } from './transferNotice';

interface OfflinePaymentValues {
  kind: PaymentKind;
  method: RecordOfflinePaymentBody['method'];
  amount: number;
  reference?: string | null;
  note?: string | null;
}

/** The form's values as the API's body: the amount in cents, empty texts left out. */
export function offlinePaymentBody(values: OfflinePaymentValues): RecordOfflinePaymentBody {
  return {
    kind: values.kind,
    method: values.method,
    amountCents: dollarsToCents(Number(values.amount)),
    ...(values.reference ? { reference: values.reference } : {}),
    ...(values.note ? { note: values.note } : {}),
  };
}

/** The kind's select, which puts the amount that kind charges now into the amount field. */
function KindInput({ request }: { request: PurchaseRequestRecord }) {
  const { setValue } = useFormContext();
  const choices = request.acceptedPayments.map(({ kind, amountCents }) => ({
    id: kind,
    name: `${paymentKindLabel(kind)}: ${usd(amountCents)}`,
  }));
  return (
    <SelectInput
      source="kind"
      label="Payment"
      choices={choices}
      validate={required()}
      fullWidth
      onChange={(event) => {
        const accepted = request.acceptedPayments.find(({ kind }) => kind === event.target.value);
        if (accepted) setValue('amount', centsToDollars(accepted.amountCents), { shouldValidate: true, shouldDirty: true });
      }}
    />
  );
}

/** Records a bank transfer, cash or other payment the customer made outside the site. */
export function RecordPaymentButton({ request }: { request: PurchaseRequestRecord }) {
  const { open, setOpen, titleId, run } = useDialogAction({ success: PAYMENT_TEXTS.recorded, failure: PAYMENT_TEXTS.recordFailed });
  const notice = useStandingTransferNotice(request.id);
  // A customer's notice of a transfer fills the form in with what they said they sent.
  const noticed = notice && request.acceptedPayments.find(({ kind }) => kind === notice.kind);
  const first = noticed ?? request.acceptedPayments[0];

  const record = (values: Record<string, unknown>) =>
    run(() => recordOfflinePayment(request.id, offlinePaymentBody(values as unknown as OfflinePaymentValues)));

  if (!first) {
    return (
      <Tooltip title={PAYMENT_TEXTS.nothingAccepted}>
        <span>
          <MuiButton size="small" variant="outlined" disabled>
            {PAYMENT_TEXTS.recordButton}
          </MuiButton>
        </span>
      </Tooltip>
    );
  }

  return (
    <>
      <MuiButton size="small" variant="outlined" onClick={() => setOpen(true)}>
        {PAYMENT_TEXTS.recordButton}
      </MuiButton>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId={titleId}
        title={`${PAYMENT_TEXTS.recordButton} for request #${request.id}`}
        description={[
          `Amount due ${usd(request.amountDueCents)}, paid ${usd(request.amountPaid)}, balance ${usd(request.balanceDue)}.`,
          ...(noticed ? [PAYMENT_TEXTS.noticeFilledIn(notice.sentOn, notice.reference)] : []),
        ].join(' ')}
        record={{
          kind: first.kind,
          method: 'bank_transfer',
          amount: centsToDollars(first.amountCents),
          reference: noticed ? notice.reference : '',
          note: noticed ? noticeNote(notice) : '',
        }}
        onSubmit={record}
        closeLabel={PAYMENT_TEXTS.cancel}
        saveLabel="Record payment"
        maxWidth="sm"
      >
        <KindInput request={request} />
        <SelectInput source="method" label="Method" choices={OFFLINE_METHOD_CHOICES} validate={required()} fullWidth />
        <AmountInput source="amount" label="Amount received (USD)" maxCents={request.balanceDue} isRequired fullWidth />
        <TextInput
          source="reference"
          label="Reference"
          helperText="Bank or receipt reference"
          validate={maxLength(PAYMENT_REFERENCE_MAX)}
          fullWidth
        />
        <TextInput source="note" label="Note" helperText="Not shown to the customer" validate={maxLength(TEXT_MAX)} multiline fullWidth />
      </FormDialog>
    </>
  );
}
