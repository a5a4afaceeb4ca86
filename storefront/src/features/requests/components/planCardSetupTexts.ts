/** The card step of a plan's change of currency: its texts and outcomes, kept apart from the Stripe code the step loads on demand. */
export const CARD_SETUP_TEXTS = {
  save: 'Save card and switch',
  saving: 'Saving…',
  back: 'Back',
  loading: 'Loading the card form',
  note: 'Your card details go straight to our payment provider, Stripe: they never reach our servers. Nothing is charged now.',
  failed: 'Your card could not be saved. Check its details or try another card.',
} as const;

/** Stripe's states of a SetupIntent whose card is saved, or being checked (the webhook tells the server once it succeeds). */
export type CardSaved = 'succeeded' | 'processing';
