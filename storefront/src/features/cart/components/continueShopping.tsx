import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Where Continue Shopping leads: the customer's Browse screen. */
export const CONTINUE_SHOPPING_PATH = '/customer/browse';

export function ContinueShoppingButton({ variant = 'outlined', fullWidth }: Pick<ButtonProps, 'variant' | 'fullWidth'>) {
  return (
    <Button component={RouterLink} to={CONTINUE_SHOPPING_PATH} variant={variant} fullWidth={fullWidth}>
      Continue Shopping
    </Button>
  );
}
