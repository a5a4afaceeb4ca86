import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BRAND } from '@voosh/shared';
import { useNavigate } from 'react-router-dom';
import { PublicPage } from '../../../components/PublicPage';
import { ABOUT_VISION } from '../aboutContent';
import { AboutPoints } from '../components/AboutPoints';
import { AboutStats } from '../components/AboutStats';
import { FounderProfile } from '../components/FounderProfile';

const ABOUT_TITLE = `About ${BRAND}`;

/** True when the router has an earlier entry of this session to go back to. */
function canGoBack(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/** /about: vision, three points, founded 2025, tasks automated, the founder, and Back. */
export function AboutPage() {
  const navigate = useNavigate();
  const back = () => (canGoBack() ? navigate(-1) : navigate('/'));
  return (
    <PublicPage
      title={ABOUT_TITLE}
      before={
        <Button startIcon={<ArrowBack />} onClick={back} sx={{ mb: 3 }}>
          Back
        </Button>
      }
    >
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Our Vision
          </Typography>
          <Typography sx={{ mb: 2 }}>{ABOUT_VISION}</Typography>
          <AboutPoints />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <AboutStats />
          <FounderProfile />
        </Grid>
      </Grid>
    </PublicPage>
  );
}
