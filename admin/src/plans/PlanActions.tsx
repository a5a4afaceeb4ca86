import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useDialogAction } from '../common/useDialogAction';
import type { PlanRecord } from '../data/types';
import { PLAN_TEXTS } from './planTexts';
import { changePlan, type PlanAction } from './plansApi';

/** Pause or resume the plan, or cancel it now after a confirmation. */
export function PlanActions({ plan }: { plan: PlanRecord }) {
  const pause = useDialogAction({ success: PLAN_TEXTS.paused, failure: PLAN_TEXTS.changeFailed });
  const resume = useDialogAction({ success: PLAN_TEXTS.resumed, failure: PLAN_TEXTS.changeFailed });
  const cancel = useDialogAction({ success: PLAN_TEXTS.canceled, failure: PLAN_TEXTS.changeFailed });
  const [busy, setBusy] = useState(false);
  const act = async (action: typeof pause, call: PlanAction) => {
    setBusy(true);
    await action.run(() => changePlan(plan.id, call));
    setBusy(false);
  };
  if (plan.status === 'canceled') return null;
  return (
    <Stack direction="row" spacing={1}>
      {(plan.status === 'active' || plan.status === 'past_due') && (
        <MuiButton size="small" disabled={busy} onClick={() => void act(pause, 'pause')}>
          {PLAN_TEXTS.pause}
        </MuiButton>
      )}
      {plan.status === 'paused' && (
        <MuiButton size="small" disabled={busy} onClick={() => void act(resume, 'resume')}>
          {PLAN_TEXTS.resume}
        </MuiButton>
      )}
      <MuiButton size="small" color="error" disabled={busy} onClick={() => cancel.setOpen(true)}>
        {PLAN_TEXTS.cancel}
      </MuiButton>
      <Dialog open={cancel.open} onClose={() => cancel.setOpen(false)} aria-labelledby={cancel.titleId}>
        <DialogTitle id={cancel.titleId}>{`${PLAN_TEXTS.cancel}: plan #${plan.id}`}</DialogTitle>
        <DialogContent>
          <DialogContentText>{PLAN_TEXTS.confirmCancel}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => cancel.setOpen(false)}>{PLAN_TEXTS.keep}</MuiButton>
          <MuiButton color="error" variant="contained" disabled={busy} onClick={() => void act(cancel, 'cancel')}>
            {PLAN_TEXTS.cancel}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
