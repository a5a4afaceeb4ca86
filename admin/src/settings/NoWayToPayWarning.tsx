import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { bankDetailsSet } from '@voosh/shared';
import { useApiCall } from '../data/useApiCall';
import { getPaymentsConfig } from './settingsApi';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettings } from './useSettings';

/**
 * Whether customers have no way to pay (card payments off and no bank details set): `settled` once
 * both reads have answered or failed, `noWay` only when both answered and say so.
 */
export function useNoWayToPay(): { settled: boolean; noWay: boolean } {
  const call = useApiCall();
  const config = useQuery({ queryKey: ['payments-config'], queryFn: () => call(getPaymentsConfig) });
  const settings = useSettings();
  const settled = !config.isPending && !settings.isPending;
  const noWay = Boolean(config.data && settings.data && !config.data.enabled && !bankDetailsSet(settings.data.bankDetails));
  return { settled, noWay };
}

/** Says so when customers have no way to pay: card payments off and no bank details set. Nothing while either is unknown. */
export function NoWayToPayWarning() {
  if (!useNoWayToPay().noWay) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {SETTINGS_TEXTS.noWayToPay}
    </Alert>
  );
}
