import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PublicPageProps {
  /** The h1 and the document title. */
  title: string;
  /** The lead paragraph under the title. */
  intro?: ReactNode;
  maxWidth?: 'md' | 'lg';
  /** Shown above the title (e.g. a Back button). */
  before?: ReactNode;
  children: ReactNode;
}

/** The frame of a public text page: <main>, document title, h1 and lead paragraph. */
export function PublicPage({ title, intro, maxWidth = 'lg', before, children }: PublicPageProps) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 5, md: 8 } }}>
      <title>{title}</title>
      {before}
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' } }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 5, maxWidth: 720 }}>{intro}</Typography>}
      {!intro && <Typography component="div" sx={{ mb: 4 }} />}
      {children}
    </Container>
  );
}
