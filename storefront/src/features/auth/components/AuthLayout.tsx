import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';

/** The fixed slogan of the authentication screens. */
export const AUTH_SLOGAN = 'Speed where it matters';

/** The card every sign-in screen sits in: logo, slogan, title, optional subtitle. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>{title}</title>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3, textAlign: 'center' }}>
          <BrandLogo size={44} />
          <Typography variant="overline" color="primary" sx={{ letterSpacing: '0.12em' }}>
            {AUTH_SLOGAN}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
