import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  return (
    <Container
      component="main"
      maxWidth="sm"
      sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', textAlign: 'center', gap: 3 }}
    >
      <title>{NOT_FOUND_TITLE}</title>
      <Typography variant="h3" component="h1">
        {NOT_FOUND_TITLE}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ justifySelf: 'center' }}>
        Back to Home
      </Button>
    </Container>
  );
}
