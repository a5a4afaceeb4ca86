import TextField from '@mui/material/TextField';
import { sanitizeCodeInput } from '@voosh/shared';

/** The e-mailed 6-digit code: keeps digits only, at most 6. */
export function CodeField({
  value,
  onChange,
  label = 'Verification code',
}: {
  value: string;
  onChange(code: string): void;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(sanitizeCodeInput(event.target.value))}
      fullWidth
      autoFocus
      autoComplete="one-time-code"
      placeholder="000000"
      slotProps={{ htmlInput: { inputMode: 'numeric', style: { letterSpacing: '0.5em', textAlign: 'center', fontSize: '1.4rem' } } }}
    />
  );
}
