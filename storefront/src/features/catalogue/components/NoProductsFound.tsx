import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';

/** A search that matched nothing. */
export function NoProductsFound() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h3">
        {MESSAGES.noProductsFoundTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {MESSAGES.noProductsFoundText}
      </Typography>
    </Paper>
  );
}
