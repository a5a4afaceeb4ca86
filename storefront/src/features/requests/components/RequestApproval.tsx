import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { APPROVAL_NOTE_MAX, type ApprovalDecision, MESSAGES } from '@voosh/shared';
import { useId, useState } from 'react';
import { api, unwrap } from '../../../lib/api';
import { failureText } from '../../../lib/failureText';
import { useSession } from '../../../lib/session/useSession';
import { useToast } from '../../../lib/toast/useToast';
import { useCompanyMay } from '../../company/api/useCompanyMay';
import { requestKeys } from '../api/requestKeys';
import type { PurchaseRequest } from '../api/usePurchaseRequests';

export const APPROVAL_TEXTS = {
  waiting: 'Waiting for an approver in your company: it reaches us once approved.',
  declined: 'Declined in your company: it will not go further.',
  approve: 'Approve',
  decline: 'Decline',
  title: (decision: ApprovalDecision, id: number) => `${decision === 'approve' ? 'Approve' : 'Decline'} request #${id}`,
  note: 'Note for the buyer (optional)',
  cancel: 'Cancel',
  done: (decision: ApprovalDecision) => (decision === 'approve' ? 'Request approved' : 'Request declined'),
} as const;

/**
 * The request's approval in the customer's company: what it waits for, and, for an approver who
 * is not its buyer, Approve and Decline (with a note).
 */
export function RequestApproval({ request }: { request: PurchaseRequest }) {
  const { user } = useSession();
  const mayApprove = useCompanyMay('approvals');
  const [deciding, setDeciding] = useState<ApprovalDecision | null>(null);
  if (request.approvalState === 'declined') return <Alert severity="warning">{APPROVAL_TEXTS.declined}</Alert>;
  if (request.approvalState !== 'waiting') return null;
  const decides = mayApprove && user?.email !== request.user.email;
  return (
    <>
      <Alert
        severity="info"
        action={
          decides && (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="contained" onClick={() => setDeciding('approve')}>
                {APPROVAL_TEXTS.approve}
              </Button>
              <Button size="small" color="error" onClick={() => setDeciding('decline')}>
                {APPROVAL_TEXTS.decline}
              </Button>
            </Stack>
          )
        }
      >
        {APPROVAL_TEXTS.waiting}
      </Alert>
      {deciding && <DecisionDialog request={request} decision={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

function DecisionDialog({ request, decision, onClose }: { request: PurchaseRequest; decision: ApprovalDecision; onClose(): void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      unwrap(
        await api.POST('/api/purchase-requests/{id}/approval', {
          params: { path: { id: request.id } },
          body: { decision, note: note.trim() || undefined },
        }),
      );
      toast({ title: APPROVAL_TEXTS.done(decision) });
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      onClose();
    } catch (error) {
      setFailure(failureText(error, MESSAGES.requestFailed, MESSAGES.networkError));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{APPROVAL_TEXTS.title(decision, request.id)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={APPROVAL_TEXTS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: APPROVAL_NOTE_MAX } }}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {APPROVAL_TEXTS.cancel}
        </Button>
        <Button variant="contained" color={decision === 'approve' ? 'primary' : 'error'} onClick={() => void submit()} disabled={busy}>
          {decision === 'approve' ? APPROVAL_TEXTS.approve : APPROVAL_TEXTS.decline}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
