import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A short page of a title, an optional line of text and Back to Home (placeholders, an unknown arm). */
export function MessagePage({ title, text }: { title: string; text?: string }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <title>{title}</title>
      <Typography variant="h3" component="h1" sx={{ mb: text ? 0 : 4 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 2, mb: 4 }}>
          {text}
        </Typography>
      )}
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}
