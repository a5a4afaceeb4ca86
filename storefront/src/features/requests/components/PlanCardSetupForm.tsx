import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { CARD_SETUP_TEXTS, type CardSaved } from './planCardSetupTexts';

export { CARD_SETUP_TEXTS };

/** Stripe's answer to confirmSetup once the card is saved (or being checked). */
const SAVED_STATES: readonly string[] = ['succeeded', 'processing'];

/**
 * The card a plan's new currency is charged to, confirmed with Stripe (inside <Elements> with the
 * SetupIntent's client secret), staying on the page unless the card's bank needs a redirect: that
 * comes back to this page, and Stripe's webhook tells the server. `onSaved` gets the SetupIntent's state.
 */
export function PlanCardSetupForm({
  intro,
  onBack,
  onSaved,
}: {
  intro: string;
  onBack: () => void;
  onSaved: (status: CardSaved) => Promise<void>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || saving) return;
    setSaving(true);
    setError(null);
    try {
      const checked = await elements.submit();
      if (checked.error) throw new Error(checked.error.message ?? CARD_SETUP_TEXTS.failed);
      const { error: refused, setupIntent } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (refused || !setupIntent || !SAVED_STATES.includes(setupIntent.status))
        throw new Error(refused?.message ?? CARD_SETUP_TEXTS.failed);
      await onSaved(setupIntent.status as CardSaved);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : CARD_SETUP_TEXTS.failed);
      setSaving(false);
    }
  }

  return (
    <Box component="form" onSubmit={(event) => void save(event)} noValidate>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        {!ready && <LinearProgress aria-label={CARD_SETUP_TEXTS.loading} />}
        <Box sx={{ minHeight: ready ? 0 : 120 }}>
          <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} />
        </Box>
        <DialogContentText variant="body2" sx={{ mt: 2 }}>
          {CARD_SETUP_TEXTS.note}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={saving}>
          {CARD_SETUP_TEXTS.back}
        </Button>
        <Button type="submit" variant="contained" disabled={!stripe || !elements || !ready || saving}>
          {saving ? CARD_SETUP_TEXTS.saving : CARD_SETUP_TEXTS.save}
        </Button>
      </DialogActions>
    </Box>
  );
}
