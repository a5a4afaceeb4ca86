import { MESSAGES } from '@voosh/shared';
import { Form, NumberInput, required, SaveButton, minValue, maxValue } from 'react-admin';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettingUpdate } from './useSettings';

/** The API's bounds of apiRateLimit. */
const RATE_LIMIT_MIN = 1;
const RATE_LIMIT_MAX = 100_000;
const validate = [required(), minValue(RATE_LIMIT_MIN), maxValue(RATE_LIMIT_MAX)];

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
        min={RATE_LIMIT_MIN}
        max={RATE_LIMIT_MAX}
        step={1}
        validate={validate}
      />
      <SaveButton label={SETTINGS_TEXTS.save} />
    </Form>
  );
}
