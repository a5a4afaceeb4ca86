import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  BUDGET_OPTIONS,
  CUSTOM_QUOTE_RESPONSE_HOURS,
  MEETING_TIME_OPTIONS,
  MESSAGES,
  PROBLEM_AREA_OPTIONS,
  type Option,
} from '@voosh/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useToast } from '../../../lib/toast/useToast';
import { useSubmitDemoRequest } from '../api/useSubmitDemoRequest';
import { EMPTY_DEMO_FORM, hasRequiredFields, type DemoFormValues } from './demoFormValues';

export interface DemoRequestFormProps {
  /** Text of the submit button. */
  submitLabel: string;
  /** Title of the success confirmation (toast and the note under the form). */
  successTitle: string;
  /** Prefix of the field ids, so two forms could share a page. */
  idPrefix?: string;
}

const DEMO_SUCCESS_TEXT = `Thank you! We'll contact you within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours to confirm your consultation.`;

/** The demo request form of the home page and the consultation form of the contact page. */
export function DemoRequestForm({ submitLabel, successTitle, idPrefix = 'demo' }: DemoRequestFormProps) {
  const [values, setValues] = useState<DemoFormValues>(EMPTY_DEMO_FORM);
  const [sent, setSent] = useState(false);
  const { toast } = useToast();
  const submit = useSubmitDemoRequest();

  const field = (name: keyof DemoFormValues) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setSent(false);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!hasRequiredFields(values)) {
      toast({ title: MESSAGES.demoRequiredTitle, description: MESSAGES.demoRequiredText, variant: 'destructive' });
      return;
    }
    submit.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY_DEMO_FORM);
        setSent(true);
        toast({ title: successTitle, description: DEMO_SUCCESS_TEXT });
      },
      onError: (error) => {
        console.error('Demo submission failed', error);
        toast({ title: MESSAGES.demoFailedTitle, description: MESSAGES.demoFailedText, variant: 'destructive' });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name')} label="Name" required fullWidth autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email')} label="Email" type="email" required fullWidth autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('company')} label="Company" required fullWidth autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionSelect {...field('problemArea')} label="Problem Area" options={PROBLEM_AREA_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionSelect {...field('budget')} label="Budget" options={BUDGET_OPTIONS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OptionSelect {...field('meetingTime')} label="Preferred Meeting Time" options={MEETING_TIME_OPTIONS} />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('details')}
            label="Details"
            multiline
            minRows={4}
            fullWidth
            placeholder="Tell us about the processes you want to automate"
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : submitLabel}
          </Button>
        </Grid>
        {sent && (
          <Grid size={12}>
            <Alert severity="success" role="status">
              <strong>{successTitle}</strong> {DEMO_SUCCESS_TEXT}
            </Alert>
          </Grid>
        )}
      </Grid>
    </form>
  );
}

interface OptionSelectProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  label: string;
  options: readonly Option[];
}

/** A native select (keyboard- and screen-reader-friendly) of one of the form's fixed option lists; '' is "not chosen". */
function OptionSelect({ label, options, ...props }: OptionSelectProps) {
  return (
    <TextField {...props} select label={label} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">Select an option</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
