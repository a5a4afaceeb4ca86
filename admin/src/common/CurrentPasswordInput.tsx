import { PasswordInput } from 'react-admin';

export const CURRENT_PASSWORD_LABEL = 'Your password';

/**
 * The signed-in admin's own password, asked again before a sensitive change (`currentPassword` in
 * the body). Not required here: an account without one (Google) sends none, and the API says
 * which it needs.
 */
export function CurrentPasswordInput({ label = CURRENT_PASSWORD_LABEL, helperText }: { label?: string; helperText?: string }) {
  return <PasswordInput source="currentPassword" label={label} autoComplete="current-password" helperText={helperText} fullWidth />;
}
