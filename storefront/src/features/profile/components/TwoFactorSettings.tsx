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
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../api/twoFactorCalls';
import { profileKeys } from '../api/profileKeys';
import { useTwoFactor } from '../api/useTwoFactor';
import { ProfileSection } from './ProfileSection';

type Mode = 'idle' | 'setting-up' | 'turning-off';

/** Two-factor authentication: turn an authenticator app on (QR code, first code, recovery codes) or off. */
export function TwoFactorSettings() {
  const status = useTwoFactor();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const startSetup = useCallback(() => withShownFailure(startTwoFactorSetup), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor });
  const done = () => (setMode('idle'), void refresh());

  function content() {
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => (setRecoveryCodes(null), done())} />;
    if (status.isPending) return <Typography color="text.secondary">Loading…</Typography>;
    if (status.isError) return <Typography color="error">{MESSAGES.requestFailed}</Typography>;
    if (mode === 'setting-up')
      return (
        <AuthenticatorSetup
          start={startSetup}
          confirm={async (code) => setRecoveryCodes(await withShownFailure(() => enableTwoFactor(code)))}
        />
      );
    if (mode === 'turning-off')
      return (
        <SecondFactorForm onSubmit={(code) => withShownFailure(() => disableTwoFactor(code)).then(done)} onCancel={() => setMode('idle')} />
      );
    const { enabled, required, recoveryCodesLeft } = status.data;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Authenticator app</Typography>
          <Badge label={enabled ? 'On' : 'Off'} variant={enabled ? 'default' : 'outline'} />
        </Stack>
        <Typography color="text.secondary">
          {enabled
            ? `A code from your app is asked at every sign-in. ${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? '' : 's'} left.`
            : 'Add a code from an authenticator app to every sign-in, so a stolen password alone cannot open your account.'}
        </Typography>
        {enabled ? (
          !required && (
            <Button variant="outlined" color="error" onClick={() => setMode('turning-off')}>
              Turn off
            </Button>
          )
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
