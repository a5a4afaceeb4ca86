import Box from '@mui/material/Box';
import { BRAND } from '@voosh/shared';
import { BrandHeader } from '../components/BrandHeader';
import { Hero } from '../components/Hero';

export function HomePage() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>{BRAND}</title>
      <BrandHeader />
      <main>
        <Hero />
      </main>
    </Box>
  );
}
