import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { MESSAGES } from '@voosh/shared';
import { useState } from 'react';
import { googleSignInUrl } from '../api/googleSignInUrl';
import { markGoogleFlowStarted } from '../googleFlow';

/** 'Continue with Google': asks the API for Google's address and goes there. */
export function GoogleButton({ onError }: { onError(text: string): void }) {
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
