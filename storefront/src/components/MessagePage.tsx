import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export const BACK_TO_HOME_LABEL = 'Back to Home';
const BACK_TO_HOME = { label: BACK_TO_HOME_LABEL, to: '/' };

/**
 * A short page of a title, an optional line of text and a way home (not found pages, an unknown
 * arm): 'Back to Home' to the site's home unless `home` says otherwise.
 */
export function MessagePage({ title, text, home = BACK_TO_HOME }: { title: string; text?: string; home?: { label: string; to: string } }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <title>{title}</title>
      <Typography variant="h3" component="h1" sx={{ mb: text ? 0 : 4, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="h5" component="p" sx={{ color: 'text.secondary', mt: 2, mb: 4 }}>
          {text}
        </Typography>
      )}
      <Button component={RouterLink} to={home.to} variant="contained">
        {home.label}
      </Button>
    </Container>
  );
}
