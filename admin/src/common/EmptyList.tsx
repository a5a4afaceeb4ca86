import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: what it will hold, and what to do (e.g. Create). */
export function EmptyList({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', px: 2, py: 6, mx: 'auto', maxWidth: 560 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: action ? 2 : 0 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}
