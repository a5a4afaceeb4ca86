import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/session/dashboards';

/** Shown to everyone but admins while the site is in maintenance mode. */
export function MaintenancePage() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        We'll be right back
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{BRAND} is undergoing scheduled maintenance. Please check back soon.</Typography>
      <Button component={RouterLink} to={LOGIN_PATH} variant="outlined">
        Administrator sign-in
      </Button>
    </Container>
  );
}
