import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Where Continue Shopping leads: the all-products page (/customer/browse is not built yet). */
export const CONTINUE_SHOPPING_PATH = '/services';

export function ContinueShoppingButton({ variant = 'outlined', fullWidth }: Pick<ButtonProps, 'variant' | 'fullWidth'>) {
  return (
    <Button component={RouterLink} to={CONTINUE_SHOPPING_PATH} variant={variant} fullWidth={fullWidth}>
      Continue Shopping
    </Button>
  );
}
