import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Schema } from '@voosh/api-client';
import { chargeText, CURRENCY_CODES, type CurrencyCode, findCurrency, MESSAGES } from '@voosh/shared';
import { lazy, Suspense, useState } from 'react';
import { failureText } from '../../../lib/failureText';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { useToast } from '../../../lib/toast/useToast';
import { useChangePlanCurrency } from '../api/useChangePlanCurrency';
import { useConfirmPlanCurrency } from '../api/useConfirmPlanCurrency';
import type { Plan } from '../api/usePlans';
import { CARD_SETUP_TEXTS, type CardSaved } from './planCardSetupTexts';
import { dayText } from '../../../lib/dates';

type CardSetup = Schema<'PlanCardSetupResponse'>;

export const PLAN_CURRENCY_TEXTS = {
  open: 'Change currency',
  title: 'Change your plan’s currency',
  intro: (date: string) => `From your next charge on ${date}, your plan is billed in the currency you choose, at today’s rate.`,
  choice: 'New currency',
  cancel: 'Keep current currency',
  next: 'Continue',
  working: 'Working…',
  cardIntro: (amount: string, date: string) => `Confirm the card to charge ${amount} a month from ${date}.`,
  changed: 'Currency changed',
  changedText: (amount: string, date: string) => `Your plan is billed ${amount} a month from ${date}.`,
  checking: 'Your card is being checked',
  checkingText: 'Your plan switches to the new currency once your bank confirms the card.',
  failed: 'Your plan’s currency could not be changed',
} as const;

const currencyName = (currency: CurrencyCode) => `${findCurrency(currency).name} (${currency})`;

const PlanCardStep = lazy(() => import('./PlanCardStep'));

/**
 * A plan's change of currency from its next month: the customer picks one (their display currency
 * first); an invoice plan changes at once, a card plan asks for a card for that currency (Stripe
 * bills all of a customer record's subscriptions in one currency, so each currency has its own
 * record and card), then the server replaces its subscription.
 */
export function PlanCurrencyButton({ plan }: { plan: Plan }) {
  const { currency: shown } = useCurrency();
  const others = CURRENCY_CODES.filter((currency) => currency !== plan.currency);
  const preferred = others.find((currency) => currency === shown) ?? others[0]!;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<CurrencyCode>(preferred);
  const [cardSetup, setCardSetup] = useState<CardSetup | null>(null);
  const ask = useChangePlanCurrency(plan.id, plan.requestId);
  const confirm = useConfirmPlanCurrency(plan.id, plan.requestId);
  const { toast } = useToast();
  const nextCharge = dayText(plan.currentPeriodEnd);

  const close = () => {
    setOpen(false);
    setCardSetup(null);
    ask.reset();
  };
  const done = (monthlyMinor: number, currency: CurrencyCode) => {
    toast({
      title: PLAN_CURRENCY_TEXTS.changed,
      description: PLAN_CURRENCY_TEXTS.changedText(chargeText(monthlyMinor, currency), nextCharge),
    });
    close();
  };
  const next = () =>
    ask.mutate(chosen, {
      onSuccess: (answer) => (answer.cardSetup ? setCardSetup(answer.cardSetup) : done(answer.plan.monthlyMinor, answer.plan.currency)),
    });
  const cardSaved = async (setup: CardSetup, status: CardSaved) => {
    if (status === 'processing') {
      toast({ title: PLAN_CURRENCY_TEXTS.checking, description: PLAN_CURRENCY_TEXTS.checkingText });
      close();
      return;
    }
    try {
      await confirm.mutateAsync(setup.setupIntentId);
    } catch (error) {
      // The card is saved at Stripe, whose webhook applies the change anyway: said, not thrown.
      toast({
        title: PLAN_CURRENCY_TEXTS.failed,
        description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
        variant: 'destructive',
      });
      close();
      return;
    }
    done(setup.monthlyMinor, setup.currency);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => {
          setChosen(preferred);
          setOpen(true);
        }}
      >
        {PLAN_CURRENCY_TEXTS.open}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`plan-${plan.id}-currency`} fullWidth maxWidth="sm">
        <DialogTitle id={`plan-${plan.id}-currency`}>{PLAN_CURRENCY_TEXTS.title}</DialogTitle>
        {cardSetup ? (
          <Suspense
            fallback={
              <DialogContent>
                <LinearProgress aria-label={CARD_SETUP_TEXTS.loading} />
              </DialogContent>
            }
          >
            <PlanCardStep
              setup={cardSetup}
              intro={PLAN_CURRENCY_TEXTS.cardIntro(chargeText(cardSetup.monthlyMinor, cardSetup.currency), nextCharge)}
              onBack={() => setCardSetup(null)}
              onSaved={(status) => cardSaved(cardSetup, status)}
            />
          </Suspense>
        ) : (
          <>
            <DialogContent>
              <DialogContentText sx={{ mb: 1 }}>{PLAN_CURRENCY_TEXTS.intro(nextCharge)}</DialogContentText>
              <RadioGroup
                aria-label={PLAN_CURRENCY_TEXTS.choice}
                value={chosen}
                onChange={(event) => setChosen(event.target.value as CurrencyCode)}
              >
                {others.map((currency) => (
                  <FormControlLabel key={currency} value={currency} control={<Radio />} label={currencyName(currency)} />
                ))}
              </RadioGroup>
              {ask.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {failureText(ask.error, MESSAGES.requestFailed, MESSAGES.networkError)}
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{PLAN_CURRENCY_TEXTS.cancel}</Button>
              <Button variant="contained" onClick={next} disabled={ask.isPending}>
                {ask.isPending ? PLAN_CURRENCY_TEXTS.working : PLAN_CURRENCY_TEXTS.next}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
