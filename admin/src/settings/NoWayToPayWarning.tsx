import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { bankDetailsSet } from '@voosh/shared';
import { useApiCall } from '../data/useApiCall';
import { getPaymentsConfig } from './settingsApi';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettings } from './useSettings';

/** Says so when customers have no way to pay: card payments off and no bank details set. Nothing while either is unknown. */
export function NoWayToPayWarning() {
  const call = useApiCall();
  const config = useQuery({ queryKey: ['payments-config'], queryFn: () => call(getPaymentsConfig) });
  const { data: settings } = useSettings();
  if (!config.data || !settings || config.data.enabled || bankDetailsSet(settings.bankDetails)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {SETTINGS_TEXTS.noWayToPay}
    </Alert>
  );
}
