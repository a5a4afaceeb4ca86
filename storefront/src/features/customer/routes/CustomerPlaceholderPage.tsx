import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Customer routes not built yet: shown inside the CUSTOMER guard instead of a 404. */
export function CustomerPlaceholderPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Coming soon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This part of your customer area is on its way.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
