import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BRAND } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';

/** Placeholder top bar: the brand, linking home. The full navigation shell comes later. */
export function BrandHeader() {
  return (
    <Box component="header" sx={{ px: { xs: 2, md: 4 }, py: 2 }}>
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        sx={{ fontWeight: 800, fontSize: '1.5rem', letterSpacing: '0.08em', color: 'primary.main' }}
      >
        {BRAND}
      </Link>
    </Box>
  );
}
