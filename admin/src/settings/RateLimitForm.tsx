import { API_RATE_LIMIT_MAX, API_RATE_LIMIT_MIN, MESSAGES } from '@voosh/shared';
import { Form, NumberInput, required, SaveButton, minValue, maxValue } from 'react-admin';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettingUpdate } from './useSettings';

const validate = [required(), minValue(API_RATE_LIMIT_MIN), maxValue(API_RATE_LIMIT_MAX)];

export function RateLimitForm({ settings }: { settings: SettingsRecord }) {
  const update = useSettingUpdate({ success: MESSAGES.settingUpdated, failure: MESSAGES.updateSettingFailed });
  return (
    <Form
      key={settings.apiRateLimit}
      record={{ apiRateLimit: settings.apiRateLimit }}
      onSubmit={(values: Record<string, unknown>) => update.mutate({ apiRateLimit: Number(values.apiRateLimit) })}
    >
      <NumberInput
        source="apiRateLimit"
        label={SETTINGS_TEXTS.rateLimit}
        helperText={SETTINGS_TEXTS.rateLimitHelp}
        min={API_RATE_LIMIT_MIN}
        max={API_RATE_LIMIT_MAX}
        step={1}
        validate={validate}
      />
      <SaveButton label={SETTINGS_TEXTS.save} />
    </Form>
  );
}
