import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Title } from 'react-admin';

/** A card that is a section of its page, named by its heading (h2; h1 for the record a page shows). */
export function Section({
  title,
  subheader,
  action,
  level = 2,
  children,
  sx,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  action?: ReactNode;
  level?: 1 | 2;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={sx}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { id, component: `h${level}`, variant: level === 1 ? 'h5' : 'h6' } }}
        // A long title (an e-mail address) wraps within the card instead of widening the page.
        sx={{ '& .MuiCardHeader-content': { minWidth: 0 }, '& .MuiCardHeader-title': { overflowWrap: 'anywhere' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** A page of the console that is not a resource's: the app bar's title, its h1 (or `heading`) and its sections. */
export function ConsolePage({
  title,
  heading,
  maxWidth,
  children,
}: {
  title: string;
  heading?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, maxWidth }}>
      <Title title={title} />
      {heading ?? (
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** Columns that stack on small screens: `columns` is the grid template from the `at` breakpoint up. */
export function Columns({ at, columns, children }: { at: 'sm' | 'md' | 'lg'; columns: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', [at]: columns }, alignItems: 'start' }}>
      {children}
    </Box>
  );
}
