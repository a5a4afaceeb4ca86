import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { GOOGLE_LINK_MESSAGES, MESSAGES } from '@voosh/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { ProfileSection } from '../../../components/ProfileSection';
import { withShownFailure } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import { startGoogleLink, unlinkGoogle, useGoogleLink } from '../api/googleLinkCalls';
import { profileKeys } from '../api/profileKeys';
import { useTwoFactor } from '../api/useTwoFactor';
import { GOOGLE_LINK_TEXTS as TEXT } from '../profileTexts';
import { PasswordConfirmForm } from './PasswordConfirmForm';

type Mode = 'idle' | 'linking' | 'unlinking';

/**
 * Signing in with Google: linked or not, link (the password again, then Google, which sends the
 * browser back here with `?google=linked` or `?googleError=...`, said in a toast) or unlink (the
 * password again). Not shown when Google sign-in is not configured.
 */
export function GoogleLinkSettings() {
  const status = useGoogleLink();
  // An account without a password (made with Google) confirms by a recent sign-in instead.
  const passwordAsked = useTwoFactor().data?.passwordAsked ?? true;
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode>('idle');
  const [params, setParams] = useSearchParams();

  // Back from Google: say how it went once, then drop the words from the address.
  const outcome = params.get('google');
  const failure = params.get('googleError');
  useEffect(() => {
    if (!outcome && !failure) return;
    if (outcome === 'linked') toast({ title: GOOGLE_LINK_MESSAGES.linked });
    else if (failure) toast({ title: TEXT.linkFailed, description: failure, variant: 'destructive' });
    setParams({}, { replace: true });
  }, [outcome, failure, toast, setParams]);

  if (!status.data?.available) {
    return status.isError ? (
      <ProfileSection title={TEXT.title}>
        <Typography color="error">{MESSAGES.requestFailed}</Typography>
      </ProfileSection>
    ) : null;
  }
  const { linked } = status.data;
  const cancel = () => setMode('idle');
  const link = async (password: string) => window.location.assign(await withShownFailure(() => startGoogleLink(password)));
  const unlink = async (password: string) => {
    await withShownFailure(() => unlinkGoogle(password));
    toast({ title: GOOGLE_LINK_MESSAGES.unlinked });
    setMode('idle');
    await queryClient.invalidateQueries({ queryKey: profileKeys.googleLink });
  };

  function content() {
    if (mode !== 'idle') {
      const unlinking = mode === 'unlinking';
      const action = unlinking ? TEXT.unlink : TEXT.link;
      return (
        <PasswordConfirmForm
          name={action}
          explanation={unlinking ? TEXT.unlinkWhat : TEXT.linkWhat}
          submitLabel={action}
          askPassword={passwordAsked}
          onSubmit={unlinking ? unlink : link}
          onCancel={cancel}
        />
      );
    }
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{TEXT.label}</Typography>
          <Badge label={linked ? TEXT.linked : TEXT.notLinked} variant={linked ? 'default' : 'outline'} />
        </Stack>
        <Typography sx={{ color: 'text.secondary' }}>{linked ? TEXT.linkedText : TEXT.notLinkedText}</Typography>
        {linked ? (
          <Button variant="outlined" color="error" onClick={() => setMode('unlinking')}>
            {TEXT.unlink}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setMode('linking')}>
            {TEXT.link}
          </Button>
        )}
      </Stack>
    );
  }

  return <ProfileSection title={TEXT.title}>{content()}</ProfileSection>;
}
