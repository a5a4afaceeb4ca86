import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The catalogue a customer with no requests is sent to: the Browse screen. */
const BROWSE_PATH = '/customer/browse';

/** No requests yet, with the way to the catalogue. */
export function RequestsEmpty() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        No requests yet
      </Typography>
      <Button component={RouterLink} to={BROWSE_PATH} variant="contained">
        Browse Products
      </Button>
    </Paper>
  );
}
