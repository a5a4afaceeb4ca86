import Bolt from '@mui/icons-material/Bolt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import workspaceImage from '../../../assets/workspace.svg';
import { HERO_BADGE, HERO_DESCRIPTION, HERO_FIGURES, HERO_TAGLINE } from '../heroContent';
import { scrollToSection, SECTION_IDS } from '../sectionIds';

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={6} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              id="hero-title"
              variant="h1"
              sx={{
                fontSize: { xs: '2.5rem', md: '3.75rem' },
                background: 'linear-gradient(90deg, var(--mui-palette-primary-main), var(--mui-palette-secondary-main))',
                backgroundClip: 'text',
                WebkitTextFillColor: 'transparent',
              }}
            >
              {HERO_TAGLINE}
            </Typography>
            <Typography variant="h6" component="p" sx={{ color: 'text.secondary', mt: 3, fontWeight: 400 }}>
              {HERO_DESCRIPTION}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button variant="contained" size="large" onClick={() => scrollToSection(SECTION_IDS.services)}>
                Explore Services
              </Button>
              <Button variant="outlined" size="large" onClick={() => scrollToSection(SECTION_IDS.contact)}>
                Book a Demo
              </Button>
            </Stack>
            <Box component="dl" sx={{ display: 'flex', gap: { xs: 3, md: 5 }, mt: 5, mb: 0, flexWrap: 'wrap' }}>
              {HERO_FIGURES.map((figure) => (
                <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {figure.label}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 800, color: 'primary.main' }}>
                    {figure.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={workspaceImage}
                alt="A workspace with automated workflow dashboards"
                width={640}
                height={440}
                sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 4, boxShadow: 6 }}
              />
              <Chip
                icon={<Bolt />}
                label={HERO_BADGE}
                color="success"
                sx={{
                  position: 'absolute',
                  left: { xs: 12, md: -20 },
                  bottom: 24,
                  fontWeight: 700,
                  boxShadow: 4,
                  '@media (prefers-reduced-motion: no-preference)': {
                    animation: 'hero-float 4s ease-in-out infinite',
                  },
                  '@keyframes hero-float': { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-8px)' } },
                }}
              />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
