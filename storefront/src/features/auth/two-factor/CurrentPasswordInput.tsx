import { REAUTHENTICATION_MESSAGES } from '@voosh/shared';
import { PasswordField } from '../components/PasswordField';

/** The current password, asked again before a change to how the account signs in. */
export function CurrentPasswordInput({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <PasswordField
      label="Current password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText="Asked again to keep someone using your device from changing how you sign in."
    />
  );
}

/** The password's client-side check: the server's text when it is empty and asked for. */
export const currentPasswordError = (asked: boolean, password: string): string | null =>
  asked && !password ? REAUTHENTICATION_MESSAGES.passwordNeeded : null;
