import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled section of the price guide. */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 7 }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
