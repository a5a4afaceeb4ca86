import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, TRANSFER_NOTE_MAX, TRANSFER_REFERENCE_MAX, transferDateProblem } from '@voosh/shared';
import { type FormEvent, useState } from 'react';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import { type TransferNoticeValues, useReportTransfer } from '../api/useReportTransfer';
import type { Transfer, TransferTarget } from '../api/useTransfer';
import { TRANSFER_TEXTS } from './transferTexts';

/** Today as the customer's calendar has it (YYYY-MM-DD). */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * "I have sent the transfer": the day, the reference used and a note go to the vendor (its
 * timeline and the admins' alert). Once sent, the notice stands in its place until the payment is recorded.
 */
export function TransferNoticeForm({ target, transfer }: { target: TransferTarget; transfer: Transfer }) {
  const { toast } = useToast();
  const report = useReportTransfer(target);
  const [values, setValues] = useState<TransferNoticeValues>({ sentOn: localToday(), reference: transfer.reference, note: '' });
  const [touched, setTouched] = useState(false);
  const dateProblem = transferDateProblem(values.sentOn, new Date());
  const referenceMissing = values.reference.trim() === '';

  if (transfer.reported) {
    return <Alert severity="info">{TRANSFER_TEXTS.reportedNotice(transfer.reported.sentOn, transfer.reported.reference)}</Alert>;
  }

  const field = (name: keyof TransferNoticeValues) => ({
    id: `transfer-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (dateProblem || referenceMissing) return;
    report.mutate(values, {
      onSuccess: () => toast({ title: TRANSFER_TEXTS.reported }),
      onError: (error) =>
        toast({
          title: TRANSFER_TEXTS.reportFailed,
          description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-labelledby="transfer-report" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="transfer-report" variant="h6" component="h2">
          {TRANSFER_TEXTS.reportTitle}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TRANSFER_TEXTS.reportHelp}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('sentOn')}
            label={TRANSFER_TEXTS.sentOn}
            type="date"
            required
            error={touched && dateProblem !== null}
            helperText={touched && dateProblem ? dateProblem.replace('sentOn', 'The date') : ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
            fullWidth
          />
          <TextField
            {...field('reference')}
            label={TRANSFER_TEXTS.referenceUsed}
            required
            error={touched && referenceMissing}
            helperText={touched && referenceMissing ? MESSAGES.requiredFields : ' '}
            slotProps={{ htmlInput: { maxLength: TRANSFER_REFERENCE_MAX } }}
            fullWidth
          />
        </Stack>
        <TextField
          {...field('note')}
          label={TRANSFER_TEXTS.note}
          helperText={TRANSFER_TEXTS.noteHelp}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: TRANSFER_NOTE_MAX } }}
          fullWidth
        />
        <div>
          <Button type="submit" variant="contained" disabled={report.isPending}>
            {TRANSFER_TEXTS.report}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
