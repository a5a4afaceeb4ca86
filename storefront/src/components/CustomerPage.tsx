import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A customer screen: the document title and the page heading, then its content. */
export function CustomerPage({
  title,
  maxWidth = 'lg',
  children,
}: {
  title: string;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}) {
  return (
    <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <title>{title}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
