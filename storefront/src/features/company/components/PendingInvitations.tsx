import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { COMPANY_ROLE_LABELS } from '@voosh/shared';
import { LoadError } from '../../../components/LoadError';
import { submittedAtText } from '../../../lib/dates';
import { withdrawInvitation } from '../api/companyCalls';
import { INVITATIONS_KEY, useInvitations } from '../api/useInvitations';
import { COMPANY_TEXTS } from '../companyTexts';
import { useCompanyToasts } from './useCompanyToasts';

/** The company's invitations still waiting, each with its role, until when its link works, and Withdraw. */
export function PendingInvitations() {
  const { data: invitations, error, isPending } = useInvitations();
  const queryClient = useQueryClient();
  const toasts = useCompanyToasts();
  if (isPending) return <Skeleton variant="rounded" height={48} />;
  if (error) return <LoadError error={error} />;
  if (invitations.length === 0) return null;
  const withdraw = async (id: number) => {
    try {
      await withdrawInvitation(id);
      toasts.done(COMPANY_TEXTS.withdrawn);
    } catch (error) {
      toasts.failed(error);
    }
    await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  };
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {COMPANY_TEXTS.waiting}
      </Typography>
      <List dense disablePadding aria-label={COMPANY_TEXTS.waiting}>
        {invitations.map((invitation) => (
          <ListItem
            key={invitation.id}
            disableGutters
            secondaryAction={
              <Button size="small" onClick={() => void withdraw(invitation.id)} aria-label={COMPANY_TEXTS.withdrawWho(invitation.email)}>
                {COMPANY_TEXTS.withdraw}
              </Button>
            }
          >
            <ListItemText
              primary={`${invitation.email} · ${COMPANY_ROLE_LABELS[invitation.role]}`}
              secondary={COMPANY_TEXTS.expires(submittedAtText(invitation.expiresAt))}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 10 } } }}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
