import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HERO_DESCRIPTION, HERO_TAGLINE } from '../heroContent';

export function Hero() {
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: '2.5rem', md: '4rem' },
          background: 'linear-gradient(90deg, var(--mui-palette-primary-main), var(--mui-palette-secondary-main))',
          backgroundClip: 'text',
          WebkitTextFillColor: 'transparent',
        }}
      >
        {HERO_TAGLINE}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 3, fontWeight: 400 }}>
        {HERO_DESCRIPTION}
      </Typography>
    </Container>
  );
}
