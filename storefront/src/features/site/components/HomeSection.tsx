import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  id?: string;
  title: string;
  subtitle?: string;
  /** Alternate sections get the paper background. */
  tinted?: boolean;
  children: ReactNode;
}

/** A home page section: anchor id, heading, subtitle and content. */
export function HomeSection({ id, title, subtitle, tinted = false, children }: HomeSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 7, md: 10 }, bgcolor: tinted ? 'background.paper' : 'transparent', scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h3" component="h2" sx={{ textAlign: 'center', fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 1.5, mb: 6, maxWidth: 720, mx: 'auto' }}>
            {subtitle}
          </Typography>
        )}
        {!subtitle && <Box sx={{ mb: 6 }} />}
        {children}
      </Container>
    </Box>
  );
}
