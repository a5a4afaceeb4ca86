import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@voosh/shared';
import { useCallback, useState } from 'react';
import { Badge } from '../../../components/Badge';
import { withShownFailure } from '../../../lib/failureText';
import { AuthenticatorSetup } from '../../auth/two-factor/AuthenticatorSetup';
import { RecoveryCodes } from '../../auth/two-factor/RecoveryCodes';
import { SecondFactorForm } from '../../auth/two-factor/SecondFactorForm';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactorSetup } from '../api/twoFactorCalls';
import { profileKeys } from '../api/profileKeys';
import { useTwoFactor } from '../api/useTwoFactor';
import { ProfileSection } from '../../../components/ProfileSection';
import { RenewRecoveryCodesForm } from './RenewRecoveryCodesForm';

type Mode = 'idle' | 'setting-up' | 'turning-off' | 'renewing-codes';

/**
 * Two-factor authentication: turn an authenticator app on (QR code, first code, recovery codes) or
 * off, or get new recovery codes; each asks the current password again (an account without one
 * must have signed in lately, the server says so).
 */
export function TwoFactorSettings() {
  const status = useTwoFactor();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; renewed: boolean } | null>(null);
  const startSetup = useCallback(() => withShownFailure(startTwoFactorSetup), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor });
  const done = () => (setMode('idle'), void refresh());

  function content() {
    if (recoveryCodes)
      return <RecoveryCodes codes={recoveryCodes.codes} renewed={recoveryCodes.renewed} onDone={() => (setRecoveryCodes(null), done())} />;
    if (status.isPending) return <Typography sx={{ color: 'text.secondary' }}>Loading…</Typography>;
    if (status.isError) return <Typography color="error">{MESSAGES.requestFailed}</Typography>;
    const { enabled, required, recoveryCodesLeft, passwordAsked } = status.data;
    const cancel = () => setMode('idle');
    if (mode === 'setting-up')
      return (
        <AuthenticatorSetup
          start={startSetup}
          askPassword={passwordAsked}
          confirm={async (code, password) =>
            setRecoveryCodes({ codes: await withShownFailure(() => enableTwoFactor(code, password)), renewed: false })
          }
        />
      );
    if (mode === 'turning-off')
      return (
        <SecondFactorForm
          askPassword={passwordAsked}
          cancelLabel="Cancel"
          onSubmit={(code, password) => withShownFailure(() => disableTwoFactor(code, password)).then(done)}
          onCancel={cancel}
        />
      );
    if (mode === 'renewing-codes')
      return (
        <RenewRecoveryCodesForm
          askPassword={passwordAsked}
          onSubmit={async (password) =>
            setRecoveryCodes({ codes: await withShownFailure(() => renewRecoveryCodes(password)), renewed: true })
          }
          onCancel={cancel}
        />
      );
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Authenticator app</Typography>
          <Badge label={enabled ? 'On' : 'Off'} variant={enabled ? 'default' : 'outline'} />
        </Stack>
        <Typography sx={{ color: 'text.secondary' }}>
          {enabled
            ? `A code from your app is asked at every sign-in. ${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? '' : 's'} left.`
            : 'Add a code from an authenticator app to every sign-in, so a stolen password alone cannot open your account.'}
        </Typography>
        {enabled ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setMode('renewing-codes')}>
              New recovery codes
            </Button>
            {!required && (
              <Button variant="outlined" color="error" onClick={() => setMode('turning-off')}>
                Turn off
              </Button>
            )}
          </Stack>
        ) : (
          <Button variant="contained" onClick={() => setMode('setting-up')}>
            Set up
          </Button>
        )}
      </Stack>
    );
  }

  return <ProfileSection title="Two-factor authentication">{content()}</ProfileSection>;
}
