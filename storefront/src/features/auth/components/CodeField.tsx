import TextField from '@mui/material/TextField';
import { VERIFICATION_CODE_LENGTH } from '@voosh/shared';

/** Digits only, at most 6. */
export function onlyCodeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/** The e-mailed 6-digit code: keeps digits only, at most 6. */
export function CodeField({ value, onChange, label = 'Verification code' }: { value: string; onChange(code: string): void; label?: string }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(onlyCodeDigits(event.target.value))}
      fullWidth
      autoFocus
      autoComplete="one-time-code"
      placeholder="000000"
      slotProps={{ htmlInput: { inputMode: 'numeric', style: { letterSpacing: '0.5em', textAlign: 'center', fontSize: '1.4rem' } } }}
    />
  );
}
