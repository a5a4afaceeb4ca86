import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN_LENGTH } from '@voosh/shared';
import { useState } from 'react';
import { Form, maxLength, minLength, PasswordInput, required, SaveButton, useNotify } from 'react-admin';
import { replaceStoredToken } from '../auth/storedSession';
import { useNotifyFailure } from '../common/notifyFailure';
import { useApiCall } from '../data/useApiCall';
import { SETTINGS_TEXTS } from './settingTexts';
import { changePassword } from './settingsApi';

interface PasswordValues {
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** The new password and its confirmation must match ('New passwords do not match'). */
export function validatePasswordChange(values: PasswordValues): Record<string, string> {
  return values.confirmPassword && values.newPassword !== values.confirmPassword
    ? { confirmPassword: MESSAGES.newPasswordsDoNotMatch }
    : {};
}

const validateNew = [required(), minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort), maxLength(PASSWORD_MAX)];

/**
 * A real password change for the signed-in admin: the API ends the other sessions and answers a
 * new token, stored in place of the old one so this console stays signed in.
 */
export function PasswordChangeForm() {
  const call = useApiCall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [version, setVersion] = useState(0);
  const change = async (values: Record<string, unknown>) => {
    const { currentPassword = '', newPassword = '' } = values as PasswordValues;
    try {
      const { token } = await call(() => changePassword({ currentPassword, newPassword }));
      replaceStoredToken(token);
      notify(MESSAGES.passwordChanged, { type: 'success' });
      setVersion((v) => v + 1);
    } catch (error) {
      notifyFailure(SETTINGS_TEXTS.changePasswordFailed, error);
    }
  };
  return (
    <Form key={version} onSubmit={change} validate={validatePasswordChange}>
      <PasswordInput
        source="currentPassword"
        label={SETTINGS_TEXTS.currentPassword}
        autoComplete="current-password"
        validate={required()}
        fullWidth
      />
      <PasswordInput source="newPassword" label={SETTINGS_TEXTS.newPassword} autoComplete="new-password" validate={validateNew} fullWidth />
      <PasswordInput
        source="confirmPassword"
        label={SETTINGS_TEXTS.confirmPassword}
        autoComplete="new-password"
        validate={required()}
        fullWidth
      />
      <SaveButton label={SETTINGS_TEXTS.changePassword} />
    </Form>
  );
}
