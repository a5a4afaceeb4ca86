import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A label on the left and its figure on the right (a total, an amount due); `strong` for the one that counts.
 * The label is a paragraph in either look: MUI renders a subtitle1 as an h6, and a stray h6 under a card's h2
 * breaks the page's heading order.
 */
export function FigureRow({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} component="p" color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} component="span" sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}
