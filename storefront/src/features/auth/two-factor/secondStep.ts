import { ApiError } from '../../../lib/api';

/** A sign-in held after its first factor: what it needs next, and the challenge that carries it there. */
export interface SecondStep {
  type: 'two_factor_required' | 'two_factor_enrolment_required';
  challenge: string;
  /** Where the sign-in lands once done, when not the user's dashboard (a Google sign-in: the home page). */
  redirectTo?: string;
}

/** The second step a failed sign-in call asks for, if that is why it failed. */
export function secondStepOf(error: unknown): SecondStep | null {
  if (!(error instanceof ApiError)) return null;
  const type = error.type;
  const challenge = (error.body as { challenge?: unknown } | null)?.challenge;
  if ((type === 'two_factor_required' || type === 'two_factor_enrolment_required') && typeof challenge === 'string')
    return { type, challenge };
  return null;
}
