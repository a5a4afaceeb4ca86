import { MESSAGES, TOAST_SHORT_MS } from '@voosh/shared';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';

/** What the profile's forms say after a save: 'Success!', or 'Error' with the server's reason. */
export function useProfileSaveToasts() {
  const { toast } = useToast();
  return {
    saved: () => toast({ title: MESSAGES.profileSavedTitle, description: MESSAGES.profileSavedText, duration: TOAST_SHORT_MS }),
    failed: (error: unknown) =>
      toast({
        title: MESSAGES.errorTitle,
        description: failureText(error, MESSAGES.updateProfileFailed, MESSAGES.networkError),
        variant: 'destructive',
      }),
  };
}
