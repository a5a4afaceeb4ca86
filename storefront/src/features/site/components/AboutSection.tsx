import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ABOUT_VISION } from '../aboutContent';
import { AboutPoints } from './AboutPoints';
import { AboutStats } from './AboutStats';
import { SECTION_IDS } from '../sectionIds';
import { HomeSection } from './HomeSection';

/** The vision (anchor id about), linking to the About page. */
export function AboutSection() {
  return (
    <HomeSection id={SECTION_IDS.about} title="Our Vision" tinted>
      <Grid container spacing={5} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography sx={{ mb: 2 }}>{ABOUT_VISION}</Typography>
          <AboutPoints />
          <Button component={RouterLink} to="/about" variant="outlined" sx={{ mt: 2 }}>
            More about us
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <AboutStats />
        </Grid>
      </Grid>
    </HomeSection>
  );
}
