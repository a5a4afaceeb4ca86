import Typography from '@mui/material/Typography';
import { pricesTaxNote } from '@voosh/shared';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../lib/publicSettings';

/**
 * Whether the prices shown include tax, once the vendor charges it (nothing while no rate is set):
 * under the catalogue's price lists and the cart's totals. Rendered on the server with the public
 * settings, so it is in the page from its first paint. `children` follow the note (the cart's prompt).
 */
export function PricesTaxNote({ children, sx }: { children?: ReactNode; sx?: object }) {
  const settings = usePublicSettings();
  const note = settings ? pricesTaxNote(settings) : null;
  if (!note) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', ...sx }}>
      {note}
      {children}
    </Typography>
  );
}
