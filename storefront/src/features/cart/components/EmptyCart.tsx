import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { ContinueShoppingButton } from './continueShopping';

/** The cart's empty state: 'Your cart is empty' with Continue Shopping. */
export function EmptyCart() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <ShoppingCartOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 3 }}>
        Your cart is empty
      </Typography>
      <ContinueShoppingButton variant="contained" />
    </Paper>
  );
}
