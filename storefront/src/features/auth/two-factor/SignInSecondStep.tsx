import Typography from '@mui/material/Typography';
import { TWO_FACTOR_MESSAGES } from '@voosh/shared';
import { useCallback, useState } from 'react';
import { withShownFailure } from '../../../lib/failureText';
import type { StoredSession } from '../../../lib/storedSession';
import { useSession } from '../../../lib/session/useSession';
import { enableAtSignIn } from '../api/enableAtSignIn';
import { setUpAtSignIn } from '../api/setUpAtSignIn';
import { signInWithSecondFactor } from '../api/signInWithSecondFactor';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorForm } from './SecondFactorForm';
import type { SecondStep } from './secondStep';

/** A sign-in's second step: the code from the app, or (an admin required to) setting the app up, then its recovery codes. */
export function SignInSecondStep({ step, onCancel }: { step: SecondStep; onCancel(): void }) {
  const { signIn } = useSession();
  const [enabled, setEnabled] = useState<{ session: StoredSession; recoveryCodes: string[] } | null>(null);
  const start = useCallback(() => withShownFailure(() => setUpAtSignIn(step.challenge)), [step.challenge]);

  if (enabled) return <RecoveryCodes codes={enabled.recoveryCodes} onDone={() => signIn(enabled.session, step.redirectTo)} />;
  if (step.type === 'two_factor_required')
    return (
      <SecondFactorForm
        onSubmit={(code) => withShownFailure(async () => signIn(await signInWithSecondFactor(step.challenge, code), step.redirectTo))}
        onCancel={onCancel}
      />
    );
  return (
    <>
      <Typography sx={{ mb: 2 }}>{TWO_FACTOR_MESSAGES.enrolmentNeeded}</Typography>
      <AuthenticatorSetup
        start={start}
        confirm={async (code) => setEnabled(await withShownFailure(() => enableAtSignIn(step.challenge, code)))}
      />
    </>
  );
}
