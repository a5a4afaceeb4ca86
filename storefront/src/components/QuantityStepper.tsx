import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUANTITY_MAX, QUANTITY_MIN } from '@voosh/shared';

export interface QuantityStepperProps {
  /** The product, for the buttons' names. */
  label: string;
  quantity: number;
  /** The largest quantity allowed (QUANTITY_MAX unless told). */
  max?: number;
  busy?: boolean;
  onChange(quantity: number): void;
}

/** Minus / quantity / plus, kept within QUANTITY_MIN..max; a spinner while a change is saved. */
export function QuantityStepper({ label, quantity, max = QUANTITY_MAX, busy = false, onChange }: QuantityStepperProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} aria-busy={busy}>
      <IconButton
        size="small"
        aria-label={`Decrease quantity of ${label}`}
        disabled={busy || quantity <= QUANTITY_MIN}
        onClick={() => onChange(quantity - 1)}
      >
        <Remove fontSize="small" />
      </IconButton>
      <Typography component="output" aria-label={`Quantity of ${label}`} sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {busy ? <CircularProgress size={16} aria-label="Saving quantity" /> : quantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={`Increase quantity of ${label}`}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
