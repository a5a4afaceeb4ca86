import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND } from '@voosh/shared';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HERO_TAGLINE } from '../heroContent';
import { scrollToSection, SECTION_IDS } from '../sectionIds';

const FOOTER_LINKS = [
  { label: 'Case Studies', to: '/case-studies' },
  { label: 'Blog', to: '/blog' },
  { label: 'Careers', to: '/careers' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
] as const;

const SCROLL_BUTTONS = [
  { label: 'Services', id: SECTION_IDS.services },
  { label: 'About', id: SECTION_IDS.about },
  { label: 'Contact', id: SECTION_IDS.contact },
] as const;

/** The social links have no addresses yet: they stay on the page until profiles exist. */
const SOCIAL_LINKS = [
  { label: 'LinkedIn', Icon: LinkedIn },
  { label: 'X', Icon: X },
  { label: 'Facebook', Icon: Facebook },
  { label: 'Instagram', Icon: Instagram },
] as const;

const stayOnPage = (event: MouseEvent) => event.preventDefault();

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800, letterSpacing: '0.08em', color: 'primary.main' }}>
              {BRAND}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {HERO_TAGLINE}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2 }}>
              {SOCIAL_LINKS.map(({ label, Icon }) => (
                <IconButton key={label} component="a" href="#" onClick={stayOnPage} aria-label={`${BRAND} on ${label}`}>
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <FooterColumn title="Explore" label="On this page">
            {SCROLL_BUTTONS.map((button) => (
              <Link
                key={button.id}
                component="button"
                type="button"
                variant="body2"
                color="text.secondary"
                onClick={() => scrollToSection(button.id)}
              >
                {button.label}
              </Link>
            ))}
          </FooterColumn>
          <FooterColumn title="Company" label="Company">
            {FOOTER_LINKS.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} variant="body2" color="text.secondary">
                {link.label}
              </Link>
            ))}
          </FooterColumn>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          © {new Date().getFullYear()} {BRAND}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 4 }} component="nav" aria-label={label}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {children}
      </Stack>
    </Grid>
  );
}
