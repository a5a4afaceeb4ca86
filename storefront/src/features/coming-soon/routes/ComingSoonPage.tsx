import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COMING_SOON } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';

/** A placeholder page (case studies, blog, careers, cookie policy): its title, "Coming Soon" and Back to Home. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <title>{title}</title>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mt: 2, mb: 4 }}>
        {COMING_SOON}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to Home
      </Button>
    </Container>
  );
}

export const CaseStudiesPage = () => <ComingSoonPage title="Case Studies" />;
export const BlogPage = () => <ComingSoonPage title="Blog" />;
export const CareersPage = () => <ComingSoonPage title="Careers" />;
export const CookiePolicyPage = () => <ComingSoonPage title="Cookie Policy" />;
