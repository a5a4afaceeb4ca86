import SendIcon from '@mui/icons-material/Send';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, MESSAGES, SMTP_HOST_MAX, SMTP_PASSWORD_MAX, SMTP_PORT_MAX, SMTP_USERNAME_MAX } from '@voosh/shared';
import {
  Button,
  Form,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  PasswordInput,
  required,
  SaveButton,
  TextInput,
  useNotify,
} from 'react-admin';
import { useNotifyFailure } from '../common/notifyFailure';
import type { EmailConfigPatch, SettingsRecord } from '../data/types';
import { useApiCall } from '../data/useApiCall';
import { SETTINGS_TEXTS } from './settingTexts';
import { sendTestEmail } from './settingsApi';
import { useSettingUpdate } from './useSettings';

interface EmailConfigValues {
  smtpServer?: string | null;
  smtpPort?: number | null;
  username?: string | null;
  password?: string | null;
}

/** The form as the API's {emailConfig}: an empty password is left out, so the stored one stays. */
export function emailConfigBody(values: EmailConfigValues): EmailConfigPatch {
  return {
    smtpServer: values.smtpServer?.trim() ?? '',
    smtpPort: Number(values.smtpPort ?? DEFAULT_SETTINGS.emailConfig.smtpPort),
    username: values.username?.trim() ?? '',
    ...(values.password ? { password: values.password } : {}),
  };
}

/** SMTP server, port (587 by default), username and a write-only password; and the test e-mail. */
export function EmailConfigForm({ settings }: { settings: SettingsRecord }) {
  const { emailConfig } = settings;
  const update = useSettingUpdate({ success: MESSAGES.emailConfigSaved, failure: MESSAGES.saveEmailConfigFailed });
  const call = useApiCall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const test = useMutation({
    mutationFn: () => call(sendTestEmail),
    onSuccess: (result) =>
      notify(result.message ? `${MESSAGES.testEmailSent}: ${result.message}` : MESSAGES.testEmailSent, { type: 'success' }),
    onError: (error) => notifyFailure(MESSAGES.testEmailFailed, error),
  });
  const defaults: EmailConfigValues = {
    smtpServer: emailConfig.smtpServer,
    smtpPort: emailConfig.smtpPort || DEFAULT_SETTINGS.emailConfig.smtpPort,
    username: emailConfig.username,
    password: '',
  };
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {SETTINGS_TEXTS.emailHelp}
      </Typography>
      <Form
        key={`${emailConfig.smtpServer}:${emailConfig.smtpPort}:${emailConfig.username}:${emailConfig.passwordSet}`}
        record={defaults}
        onSubmit={(values: Record<string, unknown>) => update.mutate({ emailConfig: emailConfigBody(values as EmailConfigValues) })}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="smtpServer" label={SETTINGS_TEXTS.smtpServer} validate={maxLength(SMTP_HOST_MAX)} fullWidth />
          <NumberInput
            source="smtpPort"
            label={SETTINGS_TEXTS.smtpPort}
            min={1}
            max={SMTP_PORT_MAX}
            step={1}
            validate={[required(), minValue(1), maxValue(SMTP_PORT_MAX)]}
            sx={{ minWidth: 120 }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="username"
            label={SETTINGS_TEXTS.username}
            autoComplete="off"
            validate={maxLength(SMTP_USERNAME_MAX)}
            fullWidth
          />
          <PasswordInput
            source="password"
            label={SETTINGS_TEXTS.password}
            autoComplete="new-password"
            helperText={emailConfig.passwordSet ? SETTINGS_TEXTS.passwordStored : SETTINGS_TEXTS.passwordNone}
            validate={maxLength(SMTP_PASSWORD_MAX)}
            fullWidth
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <SaveButton label={SETTINGS_TEXTS.saveEmail} />
          <Button label={SETTINGS_TEXTS.testEmail} variant="outlined" onClick={() => test.mutate()} disabled={test.isPending}>
            <SendIcon />
          </Button>
        </Stack>
      </Form>
    </>
  );
}
