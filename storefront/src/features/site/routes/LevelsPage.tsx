import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND, COMING_SOON } from '@voosh/shared';
import { TierCards } from '../components/TierCards';
import { Badge } from '../../../components/Badge';

const LEVELS_TITLE = `${BRAND} Levels`;

/** /pricing: the brand's Levels, Coming Soon, with the tiers. */
export function LevelsPage() {
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <title>{LEVELS_TITLE}</title>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' } }}>
          {LEVELS_TITLE}
        </Typography>
        <Badge variant="secondary" label={COMING_SOON} sx={{ mt: 2, mb: 2, fontWeight: 700 }} />
        <Typography sx={{ color: 'text.secondary', mb: 7, maxWidth: 640, mx: 'auto' }}>
          Monthly plans that bundle automation across your business. They are on their way: until then, every tool can be bought on its own.
        </Typography>
      </Box>
      <TierCards headingLevel="h2" />
    </Container>
  );
}
