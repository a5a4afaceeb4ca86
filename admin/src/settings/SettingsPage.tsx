import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import {
  ADMIN_SETTING_TOGGLES,
  type AdminSettingToggle,
  API_RATE_LIMIT_MAX,
  API_RATE_LIMIT_MIN,
  MESSAGES,
  RETENTION_YEARS_MAX,
  RETENTION_YEARS_MIN,
  WEBHOOK_RETENTION_DAYS_MAX,
  WEBHOOK_RETENTION_DAYS_MIN,
} from '@voosh/shared';
import { ConsolePage, Section } from '../common/Section';
import type { SettingsRecord } from '../data/types';
import { NoWayToPayWarning } from './NoWayToPayWarning';
import { BankDetailsForm } from './BankDetailsForm';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { EmailConfigForm } from './EmailConfigForm';
import { ExchangeRatesForm } from './ExchangeRatesForm';
import { NumberSettingForm } from './NumberSettingForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { TaxSettingsForm } from './TaxSettingsForm';
import { SETTINGS_TEXTS, TOGGLE_TEXTS } from './settingTexts';
import { useSettings, useSettingUpdate } from './useSettings';

/**
 * Each switch saves its own setting at once. It shows its new value from the click itself (the
 * update's own optimistic value comes a moment later), and goes back if the save fails.
 */
function Toggles({ settings }: { settings: SettingsRecord }) {
  const update = useSettingUpdate({ success: MESSAGES.settingUpdated, failure: MESSAGES.updateSettingFailed });
  const [clicked, setClicked] = useState<{ key: AdminSettingToggle; checked: boolean } | null>(null);
  const saving = update.isPending ? update.variables && (Object.keys(update.variables)[0] as AdminSettingToggle) : null;
  return (
    <FormGroup>
      {ADMIN_SETTING_TOGGLES.map((key) => (
        <Box key={key} sx={{ py: 0.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={clicked?.key === key ? clicked.checked : settings[key]}
                disabled={saving === key || clicked?.key === key}
                onChange={(event) => {
                  setClicked({ key, checked: event.target.checked });
                  update.mutate({ [key]: event.target.checked }, { onSettled: () => setClicked(null) });
                }}
                slotProps={{ input: { 'aria-describedby': `${key}-help` } }}
              />
            }
            label={TOGGLE_TEXTS[key].label}
          />
          <FormHelperText id={`${key}-help`} sx={{ mt: -0.5, ml: 6 }}>
            {TOGGLE_TEXTS[key].help}
          </FormHelperText>
        </Box>
      ))}
    </FormGroup>
  );
}

/** Every setting of the spec, saved one at a time; the e-mail configuration and its test; the company and bank details documents print; the admin's password. */
export default function SettingsPage() {
  const { data: settings } = useSettings();
  return (
    <ConsolePage title={SETTINGS_TEXTS.title} maxWidth={900}>
      {!settings ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <Section title={SETTINGS_TEXTS.general}>
            <Toggles settings={settings} />
          </Section>
          <Section title={SETTINGS_TEXTS.rateLimit}>
            <NumberSettingForm
              settings={settings}
              setting="apiRateLimit"
              label={SETTINGS_TEXTS.rateLimit}
              helperText={SETTINGS_TEXTS.rateLimitHelp}
              min={API_RATE_LIMIT_MIN}
              max={API_RATE_LIMIT_MAX}
            />
          </Section>
          <Section title={SETTINGS_TEXTS.retention}>
            <NumberSettingForm
              settings={settings}
              setting="erasedRecordsRetentionYears"
              label={SETTINGS_TEXTS.retentionYears}
              helperText={SETTINGS_TEXTS.retentionYearsHelp}
              min={RETENTION_YEARS_MIN}
              max={RETENTION_YEARS_MAX}
            />
            <NumberSettingForm
              settings={settings}
              setting="webhookRetentionDays"
              label={SETTINGS_TEXTS.webhookRetentionDays}
              helperText={SETTINGS_TEXTS.webhookRetentionDaysHelp}
              min={WEBHOOK_RETENTION_DAYS_MIN}
              max={WEBHOOK_RETENTION_DAYS_MAX}
            />
          </Section>
          <Section title={SETTINGS_TEXTS.email}>
            <EmailConfigForm settings={settings} />
          </Section>
          <Section title={SETTINGS_TEXTS.company}>
            <CompanyDetailsForm settings={settings} />
          </Section>
          <Section title={SETTINGS_TEXTS.tax}>
            <TaxSettingsForm settings={settings} />
          </Section>
          <Section title={SETTINGS_TEXTS.bank}>
            <NoWayToPayWarning />
            <BankDetailsForm settings={settings} />
          </Section>
        </>
      )}
      <Section title={SETTINGS_TEXTS.rates}>
        <ExchangeRatesForm />
      </Section>
      <Section title={SETTINGS_TEXTS.passwordSection}>
        <PasswordChangeForm />
      </Section>
    </ConsolePage>
  );
}
