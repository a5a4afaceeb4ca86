import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CatalogueIcon } from './CatalogueIcon';
import { armHeaderBackground } from './armColors';
import type { Arm } from '../api/types';

/** The arm's coloured header: back to home, icon, name, title and description. */
export function ArmHeader({ arm }: { arm: Arm }) {
  return (
    <Box component="header" sx={{ background: armHeaderBackground(arm.color), color: '#fff', py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Button component={RouterLink} to="/" startIcon={<ArrowBack />} sx={{ color: 'inherit', mb: 3 }}>
          Back to Home
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CatalogueIcon name={arm.icon} sx={{ fontSize: 48 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '3rem' }, overflowWrap: 'anywhere' }}
            >
              {arm.name}
            </Typography>
            <Typography variant="h6" component="p">
              {arm.title}
            </Typography>
          </Box>
        </Stack>
        <Typography sx={{ mt: 2, maxWidth: 720, opacity: 0.95 }}>{arm.description}</Typography>
      </Container>
    </Box>
  );
}
