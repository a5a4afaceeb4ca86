import { MESSAGES, TOAST_SHORT_MS } from '@voosh/shared';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';

/** What the company card says after a change: what was done, or 'Error' with the server's reason. */
export function useCompanyToasts() {
  const { toast } = useToast();
  return {
    done: (title: string) => toast({ title, duration: TOAST_SHORT_MS }),
    failed: (error: unknown) =>
      toast({
        title: MESSAGES.errorTitle,
        description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
        variant: 'destructive',
      }),
  };
}
