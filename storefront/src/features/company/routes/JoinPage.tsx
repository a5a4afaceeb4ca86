import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COMPANY_ROLE_LABELS, MESSAGES, Role } from '@voosh/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { MessagePage } from '../../../components/MessagePage';
import { PageLoading } from '../../../components/PageLoading';
import { PublicPage } from '../../../components/PublicPage';
import { failureText } from '../../../lib/failureText';
import { forgetInvitation, pendingInvitation, rememberInvitation } from '../../../lib/pendingInvitation';
import { LOGIN_PATH } from '../../../lib/session/dashboards';
import { useSession } from '../../../lib/session/useSession';
import { useToast } from '../../../lib/toast/useToast';
import { acceptInvitation, type InvitationPreview, previewInvitation } from '../api/companyCalls';
import { forgetCompanyData } from '../api/forgetCompanyData';
import { COMPANY_TEXTS } from '../companyTexts';

const PROFILE_PATH = '/customer/profile';

/** The link's token: after the `#` (never sent to a server), else the one this tab kept while its holder signed in. */
function useInvitationToken(): string | null {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const fromLink = hash.slice(1);
  if (fromLink) rememberInvitation(fromLink);
  const [token] = useState(() => fromLink || pendingInvitation());
  // Out of the address bar (and so out of a shared screen or a copied address) once kept.
  useEffect(() => {
    if (fromLink) navigate(pathname, { replace: true });
  }, [fromLink, pathname, navigate]);
  return token;
}

/**
 * /join#token, the link of a company invitation: what it offers, then joining, for the invited
 * address's account only. A visitor signs in or signs up first and is brought back here.
 */
export function JoinPage() {
  const token = useInvitationToken();
  const preview = useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => previewInvitation(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (preview.isError) forgetInvitation();
  }, [preview.isError]);

  if (token === null) return <MessagePage title={COMPANY_TEXTS.joinGone} text={COMPANY_TEXTS.joinMissing} />;
  if (preview.isPending) return <PageLoading />;
  if (preview.isError) return <MessagePage title={COMPANY_TEXTS.joinGone} text={preview.error.message} />;
  const invitation = preview.data;
  return (
    <PublicPage
      title={COMPANY_TEXTS.joinTitle}
      maxWidth="md"
      intro={COMPANY_TEXTS.joinLead(invitation.invitedBy, invitation.company, COMPANY_ROLE_LABELS[invitation.role])}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
        <Typography>{COMPANY_TEXTS.joinFor(invitation.email)}</Typography>
        <JoinActions token={token} invitation={invitation} />
      </Stack>
    </PublicPage>
  );
}

/** What the visitor can do with the invitation, by who is signed in. */
function JoinActions({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!user) {
    return (
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
          {COMPANY_TEXTS.joinSignIn}
        </Button>
        <Button component={RouterLink} to="/signup" variant="outlined">
          {COMPANY_TEXTS.joinSignUp}
        </Button>
      </Stack>
    );
  }
  if (user.role !== Role.Customer) return <Alert severity="info">{COMPANY_TEXTS.joinStaff}</Alert>;
  if (user.email.toLowerCase() !== invitation.email) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{COMPANY_TEXTS.joinWrongAccount(invitation.email)}</Alert>
        <Button variant="outlined" onClick={signOut}>
          {COMPANY_TEXTS.joinSignOut}
        </Button>
      </Stack>
    );
  }

  const join = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const company = await acceptInvitation(token);
      forgetInvitation();
      await forgetCompanyData(queryClient);
      toast({ title: COMPANY_TEXTS.joined(company.name) });
      navigate(PROFILE_PATH);
    } catch (error) {
      setFailure(failureText(error, MESSAGES.requestFailed, MESSAGES.networkError));
      setBusy(false);
    }
  };
  return (
    <>
      <Alert severity="info">{COMPANY_TEXTS.joinMovesYou(invitation.company)}</Alert>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button variant="contained" onClick={() => void join()} disabled={busy}>
        {COMPANY_TEXTS.joinButton(invitation.company)}
      </Button>
    </>
  );
}
