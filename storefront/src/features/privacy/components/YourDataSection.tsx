import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_EXPORT_TEXTS, MESSAGES } from '@voosh/shared';
import { ProfileSection } from '../../../components/ProfileSection';
import { failureText } from '../../../lib/failureText';
import { useToast } from '../../../lib/toast/useToast';
import { useDataExports, useRequestDataExport } from '../api/dataExports';
import { DataExportStatus } from './DataExportStatus';

/** Profile → Your data: ask for a copy of everything kept about you, and the latest copy's state. */
export function YourDataSection() {
  const { toast } = useToast();
  const exports = useDataExports();
  const requesting = useRequestDataExport();
  const latest = exports.data?.[0];
  const ask = () =>
    requesting.mutate(undefined, {
      onSuccess: () => toast({ title: DATA_EXPORT_TEXTS.requested, description: DATA_EXPORT_TEXTS.requestedText }),
      onError: (error) =>
        toast({
          title: MESSAGES.requestFailed,
          description: failureText(error, MESSAGES.requestFailed, MESSAGES.networkError),
          variant: 'destructive',
        }),
    });
  return (
    <ProfileSection title={DATA_EXPORT_TEXTS.pageTitle}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {DATA_EXPORT_TEXTS.intro}
        </Typography>
        {latest && <DataExportStatus dataExport={latest} />}
        <Button variant="outlined" onClick={ask} disabled={requesting.isPending || latest?.status === 'building'}>
          {DATA_EXPORT_TEXTS.button}
        </Button>
      </Stack>
    </ProfileSection>
  );
}
