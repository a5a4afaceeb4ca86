import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { usePublicSettings } from '../../../lib/publicSettings';
import { googleSignInUrl } from '../api/googleSignInUrl';
import { markGoogleFlowStarted } from '../googleFlow';

/** 'Continue with Google': asks the API for Google's address and goes there. */
function GoogleButton({ onError }: { onError(text: string): void }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const url = await googleSignInUrl();
      markGoogleFlowStarted();
      window.location.assign(url);
    } catch {
      onError(MESSAGES.googleUnavailable);
      setBusy(false);
    }
  };
  return (
    <Button fullWidth variant="outlined" size="large" startIcon={<Google />} onClick={start} disabled={busy}>
      Continue with Google
    </Button>
  );
}

/**
 * The sign-in and sign-up pages' "or" and 'Continue with Google', shown only when the public
 * settings say Google is configured (not while they are unknown: no button that only answers an error).
 */
export function GoogleSignIn({ onError }: { onError(text: string): void }) {
  if (usePublicSettings()?.googleSignIn !== true) return null;
  return (
    <>
      <Divider sx={{ my: 3 }}>or</Divider>
      <GoogleButton onError={onError} />
    </>
  );
}
