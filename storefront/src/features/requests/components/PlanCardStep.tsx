import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { Elements } from '@stripe/react-stripe-js';
import type { Schema } from '@voosh/api-client';
import { MESSAGES } from '@voosh/shared';
import { useStripeAppearance } from '../../../lib/stripe/useStripeAppearance';
import { useStripeJs } from '../../../lib/stripe/useStripeJs';
import { PlanCardSetupForm } from './PlanCardSetupForm';
import { CARD_SETUP_TEXTS, type CardSaved } from './planCardSetupTexts';

/**
 * The card step: Stripe.js (loaded only now) with the SetupIntent's client secret. Its own chunk,
 * loaded when the step opens, so the Orders page carries no Stripe code (only the payment route does).
 */
export default function PlanCardStep({
  setup,
  intro,
  onBack,
  onSaved,
}: {
  setup: Schema<'PlanCardSetupResponse'>;
  intro: string;
  onBack: () => void;
  onSaved: (status: CardSaved) => Promise<void>;
}) {
  const appearance = useStripeAppearance();
  const stripe = useStripeJs(setup.publishableKey);
  if (stripe.isError) {
    return (
      <DialogContent>
        <Alert severity="error">{MESSAGES.networkError}</Alert>
      </DialogContent>
    );
  }
  if (!stripe.data) {
    return (
      <DialogContent>
        <LinearProgress aria-label={CARD_SETUP_TEXTS.loading} />
      </DialogContent>
    );
  }
  return (
    <Elements key={setup.clientSecret} stripe={stripe.data} options={{ clientSecret: setup.clientSecret, appearance }}>
      <PlanCardSetupForm intro={intro} onBack={onBack} onSaved={onSaved} />
    </Elements>
  );
}
