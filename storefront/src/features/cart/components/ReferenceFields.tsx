import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REQUEST_REFERENCE_KEYS, REQUEST_REFERENCES, type RequestReferenceKey, type RequestReferences } from '@voosh/shared';

export interface ReferenceFieldsProps {
  values: Partial<RequestReferences>;
  onChange(values: Partial<RequestReferences>): void;
  disabled?: boolean;
  /** The references the buyer's company requires (a PO number). */
  required?: readonly RequestReferenceKey[];
}

/**
 * The buyer's references (REQUEST_REFERENCES: a PO number, ...), each optional unless the buyer's
 * company requires it, sent with the request and printed on its documents. Rendered from the shared list: a new reference needs
 * nothing here.
 */
export function ReferenceFields({ values, onChange, disabled = false, required = [] }: ReferenceFieldsProps) {
  return (
    <Stack spacing={1.5}>
      {REQUEST_REFERENCE_KEYS.map((key) => (
        <TextField
          key={key}
          label={REQUEST_REFERENCES[key].label}
          value={values[key] ?? ''}
          onChange={(event) => onChange({ ...values, [key]: event.target.value })}
          required={required.includes(key)}
          helperText={
            required.includes(key)
              ? 'Required by your company, printed on your quote and invoices'
              : 'Optional, printed on your quote and invoices'
          }
          size="small"
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: REQUEST_REFERENCES[key].max } }}
        />
      ))}
    </Stack>
  );
}
