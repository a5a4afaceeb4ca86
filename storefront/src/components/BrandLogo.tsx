import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND } from '@voosh/shared';

/** The logo mark and the brand name; `compactBelow` hides the name on screens narrower than that (px). */
export function BrandLogo({ size = 32, compactBelow }: { size?: number; compactBelow?: number }) {
  const hideName = compactBelow ? { [`@media (max-width: ${compactBelow - 0.05}px)`]: { display: 'none' } } : {};
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: size, height: size }} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '0.04em', color: 'text.primary', ...hideName }}>
        {BRAND}
      </Typography>
    </Box>
  );
}
