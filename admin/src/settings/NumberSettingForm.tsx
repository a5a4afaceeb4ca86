import { MESSAGES } from '@voosh/shared';
import { useMemo } from 'react';
import { Form, maxValue, minValue, NumberInput, required, SaveButton } from 'react-admin';
import type { SettingsRecord } from '../data/types';
import { SETTINGS_TEXTS } from './settingTexts';
import { useSettingUpdate } from './useSettings';

/** The settings that are one number (the API rate limit, the erased records' retention years, the webhook deliveries' days). */
export type NumberSetting = { [K in keyof SettingsRecord]: SettingsRecord[K] extends number ? K : never }[keyof SettingsRecord];

/** One whole-number setting, from `min` to `max`, saved on its own with Save. */
export function NumberSettingForm({
  settings,
  setting,
  label,
  helperText,
  min,
  max,
}: {
  settings: SettingsRecord;
  setting: NumberSetting;
  label: string;
  helperText: string;
  min: number;
  max: number;
}) {
  const update = useSettingUpdate({ success: MESSAGES.settingUpdated, failure: MESSAGES.updateSettingFailed });
  const validate = useMemo(() => [required(), minValue(min), maxValue(max)], [min, max]);
  const value = settings[setting];
  return (
    <Form
      key={value}
      record={{ [setting]: value }}
      onSubmit={(values: Record<string, unknown>) => update.mutate({ [setting]: Number(values[setting]) })}
    >
      <NumberInput source={setting} label={label} helperText={helperText} min={min} max={max} step={1} validate={validate} />
      <SaveButton label={SETTINGS_TEXTS.save} />
    </Form>
  );
}
