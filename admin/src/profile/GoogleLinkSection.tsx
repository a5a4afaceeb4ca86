import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GOOGLE_LINK_MESSAGES } from '@voosh/shared';
import { useEffect, useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useNotifyFailure } from '../common/notifyFailure';
import { PasswordDialog } from '../common/PasswordDialog';
import { Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { useDialogAction } from '../common/useDialogAction';
import { useApiCall } from '../data/useApiCall';
import { getGoogleLink, startGoogleLink, unlinkGoogle } from './profileApi';

export const GOOGLE_LINK_TEXTS = {
  title: 'Sign in with Google',
  linked: 'Linked',
  notLinked: 'Not linked',
  explain:
    'Link your Google account to sign in to the console with "Continue with Google". A Google account is never linked to staff by its e-mail alone.',
  link: 'Link Google account',
  linkWhat: 'Enter your password to confirm; you then choose the Google account to link.',
  unlink: 'Unlink',
  unlinkWhat: 'Enter your password to confirm: signing in then asks for your password.',
  yourPassword: 'Your password',
  cancel: 'Cancel',
  linkFailed: 'Failed to link Google',
  unlinkFailed: 'Failed to unlink Google',
  loadFailed: 'Failed to load your Google sign-in',
} as const;
const TEXT = GOOGLE_LINK_TEXTS;

/**
 * The signed-in admin's Google link: linked or not, link (your password, then Google, back here
 * with `?google=linked` or `?googleError=...`, said as a toast) or unlink. Hidden when Google
 * sign-in is not configured.
 */
export function GoogleLinkSection() {
  const call = useApiCall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [params, setParams] = useSearchParams();
  // Linking leaves the page for Google: a dialog of its own, not a call that refreshes this one.
  const [linking, setLinking] = useState(false);
  const linkTitleId = useId();
  const unlink = useDialogAction({ success: GOOGLE_LINK_MESSAGES.unlinked, failure: TEXT.unlinkFailed });
  const { data: status, error } = useConsoleQuery(['google-link'], getGoogleLink, TEXT.loadFailed);

  // Back from Google: say how it went once, then drop the word from the address.
  const outcome = params.get('google');
  const failure = params.get('googleError');
  useEffect(() => {
    if (!outcome && !failure) return;
    if (outcome === 'linked') notify(GOOGLE_LINK_MESSAGES.linked, { type: 'success' });
    else if (failure) notifyFailure(TEXT.linkFailed, new Error(failure));
    setParams({}, { replace: true });
  }, [outcome, failure, notify, notifyFailure, setParams]);

  if (status && !status.available) return null;
  return (
    <Section title={TEXT.title}>
      {!status ? (
        error ? (
          <Alert severity="error">{TEXT.loadFailed}</Alert>
        ) : (
          <Skeleton variant="rounded" height={64} />
        )
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXT.explain}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip
              size="small"
              variant="outlined"
              color={status.linked ? 'success' : 'default'}
              label={status.linked ? TEXT.linked : TEXT.notLinked}
            />
            {status.linked ? (
              <MuiButton size="small" color="error" variant="outlined" onClick={() => unlink.setOpen(true)}>
                {TEXT.unlink}
              </MuiButton>
            ) : (
              <MuiButton size="small" variant="outlined" onClick={() => setLinking(true)}>
                {TEXT.link}
              </MuiButton>
            )}
          </Stack>
        </Stack>
      )}
      <PasswordDialog
        open={linking}
        onClose={() => setLinking(false)}
        titleId={linkTitleId}
        title={TEXT.link}
        description={TEXT.linkWhat}
        onConfirm={async (currentPassword) => {
          try {
            const { url } = await call(() => startGoogleLink(currentPassword));
            window.location.assign(url);
          } catch (failed) {
            notifyFailure(TEXT.linkFailed, failed);
          }
        }}
        closeLabel={TEXT.cancel}
        saveLabel={TEXT.link}
        passwordLabel={TEXT.yourPassword}
      />
      <PasswordDialog
        open={unlink.open}
        onClose={() => unlink.setOpen(false)}
        titleId={unlink.titleId}
        title={`${TEXT.unlink} Google`}
        description={TEXT.unlinkWhat}
        onConfirm={(currentPassword) => unlink.run(() => unlinkGoogle(currentPassword))}
        closeLabel={TEXT.cancel}
        saveLabel={TEXT.unlink}
        passwordLabel={TEXT.yourPassword}
      />
    </Section>
  );
}
