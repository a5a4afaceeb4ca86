import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PROFILE_MAX, Role } from '@voosh/shared';
import { Form, maxLength, SaveButton, TextInput, useGetIdentity, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useNotifyFailure } from '../common/notifyFailure';
import { useConsolePath } from '../common/RecordLink';
import { ConsolePage, Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import type { ProfilePatch } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { GoogleLinkSection } from './GoogleLinkSection';
import { getProfile, updateProfile } from './profileApi';
import { roleLabel } from '../users/userChanges';

export const PROFILE_TEXTS = {
  title: 'Profile',
  account: 'Account',
  details: 'Profile details',
  passwordLink: 'Change your password in Settings',
  loadFailed: 'Failed to load the profile',
} as const;

const PROFILE_QUERY_KEY = ['profile'] as const;

/** The seven profile fields and their labels. */
const FIELDS: readonly { source: keyof typeof PROFILE_MAX; label: string; multiline?: boolean }[] = [
  { source: 'firstName', label: 'First name' },
  { source: 'lastName', label: 'Last name' },
  { source: 'company', label: 'Company' },
  { source: 'phone', label: 'Phone' },
  { source: 'industry', label: 'Industry' },
  { source: 'companySize', label: 'Company size' },
  { source: 'currentTools', label: 'Current tools', multiline: true },
];

/** The signed-in admin: e-mail, role, the profile's seven fields. */
export default function ProfilePage() {
  const { identity } = useGetIdentity();
  const call = useApiCall();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const path = useConsolePath();
  const { data: profile, error } = useConsoleQuery(PROFILE_QUERY_KEY, getProfile, PROFILE_TEXTS.loadFailed);
  const save = useMutation({
    mutationFn: (patch: ProfilePatch) => call(() => updateProfile(patch)),
    onSuccess: (saved) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      notify(MESSAGES.profileSavedText, { type: 'success' });
    },
    onError: (error) => notifyFailure(MESSAGES.updateProfileFailed, error),
  });
  return (
    <ConsolePage title={PROFILE_TEXTS.title} maxWidth={900}>
      <Section title={PROFILE_TEXTS.account}>
        <Typography>{identity?.fullName}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{roleLabel(Role.Admin)}</Typography>
        <Link component={RouterLink} to={path('/settings')}>
          {PROFILE_TEXTS.passwordLink}
        </Link>
      </Section>
      <Section title={PROFILE_TEXTS.details}>
        {!profile ? (
          error ? (
            <Alert severity="error">{PROFILE_TEXTS.loadFailed}</Alert>
          ) : (
            <Skeleton variant="rounded" height={240} />
          )
        ) : (
          <Form
            record={profile}
            onSubmit={(values: Record<string, unknown>) =>
              save.mutate(Object.fromEntries(FIELDS.map(({ source }) => [source, values[source] ?? null])) as ProfilePatch)
            }
          >
            {FIELDS.map(({ source, label, multiline }) => (
              <TextInput
                key={source}
                source={source}
                label={label}
                validate={maxLength(PROFILE_MAX[source])}
                multiline={multiline}
                fullWidth
              />
            ))}
            <SaveButton />
          </Form>
        )}
      </Section>
      <GoogleLinkSection />
    </ConsolePage>
  );
}
