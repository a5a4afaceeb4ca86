import DownloadIcon from '@mui/icons-material/GetApp';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '@voosh/api-client';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { dateTime } from '../common/format';
import { useNotifyFailure } from '../common/notifyFailure';
import { Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import type { DataExportRecord, UserRecord } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { USER_DATA_EXPORT_TEXTS as TEXT } from './securityTexts';
import { downloadUserDataExport, getUserDataExports, requestUserDataExport } from './usersApi';

/** How often the list is read again while a copy is being prepared. */
export const BUILDING_POLL_MS = 3000;

/** Under the resource's own key, so react-admin's refresh reaches it. */
const dataExportsKey = (userId: number) => ['users', userId, 'data-exports'] as const;

const isBuilding = (made: DataExportRecord) => made.status === 'building';

/**
 * Copies of a user's data, produced on the customer's written request (by post or e-mail): the
 * request (audited; the admin is e-mailed when it is ready), and each copy made, its ZIP
 * downloadable until it expires. Read again every few seconds while one is being prepared.
 */
export function UserDataExports({ user }: { user: UserRecord }) {
  const call = useApiCall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const key = dataExportsKey(user.id);
  const {
    data: copies,
    error,
    isPending: loading,
  } = useConsoleQuery(key, () => getUserDataExports(user.id), TEXT.loadFailed, {
    // Not after a failed read: each would be told again.
    refetchInterval: (query) => (query.state.status !== 'error' && query.state.data?.some(isBuilding) ? BUILDING_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => call(() => requestUserDataExport(user.id)),
    onSuccess: (made) => {
      queryClient.setQueryData<DataExportRecord[]>(key, (before = []) => [made, ...before.filter(({ id }) => id !== made.id)]);
      notify(TEXT.requested, { type: 'success' });
    },
    onError: (failure) => notifyFailure(TEXT.requestFailed, failure),
  });
  const latestBuilding = copies?.[0] !== undefined && isBuilding(copies[0]);

  return (
    <Section title={TEXT.title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {TEXT.intro}
        </Typography>
        <MuiButton variant="outlined" onClick={() => request.mutate()} disabled={loading || request.isPending || latestBuilding}>
          {TEXT.request}
        </MuiButton>
        {loading && <Skeleton variant="rounded" height={48} width="100%" />}
        {error && !copies && <Alert severity="error">{TEXT.loadFailed}</Alert>}
        {copies?.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {TEXT.none}
          </Typography>
        )}
        {copies && copies.length > 0 && (
          <List dense aria-label={TEXT.title} sx={{ width: '100%' }}>
            {copies.map((made) => (
              <DataExportRow key={made.id} made={made} />
            ))}
          </List>
        )}
      </Stack>
    </Section>
  );
}

/** What a copy's status chip says, and in which colour, when it cannot be downloaded. */
function unavailable(made: DataExportRecord): { label: string; color: ChipProps['color'] } | null {
  if (made.status === 'building') return { label: TEXT.building, color: 'info' };
  if (made.status === 'failed') return { label: TEXT.failed, color: 'error' };
  if (made.expired) return { label: TEXT.expired, color: 'warning' };
  return null;
}

function DataExportRow({ made }: { made: DataExportRecord }) {
  const call = useApiCall();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState(false);
  const created = TEXT.created(dateTime(made.createdAt));
  const status = unavailable(made);
  const download = async () => {
    setBusy(true);
    try {
      const file = await call(() => downloadUserDataExport(made.id));
      saveFile(file.blob, file.filename);
    } catch (failure) {
      notifyFailure(TEXT.downloadFailed, failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ListItem divider disableGutters sx={{ gap: 1, alignItems: 'center' }}>
      <ListItemText sx={{ minWidth: 0 }} primary={created} secondary={status ? undefined : TEXT.until(dateTime(made.expiresAt))} />
      {status ? (
        <Chip size="small" variant="outlined" color={status.color} label={status.label} sx={{ flexShrink: 0 }} />
      ) : (
        <MuiButton
          size="small"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={busy}
          aria-label={`${TEXT.download}: ${created}`}
          sx={{ flexShrink: 0 }}
        >
          {busy ? TEXT.downloading : TEXT.download}
        </MuiButton>
      )}
    </ListItem>
  );
}
