import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useArms } from '../../catalogue/api/useArms';
import { CatalogueIcon } from '../../catalogue/components/CatalogueIcon';
import { LoadError } from '../../../components/LoadError';
import { PublicPage } from '../../../components/PublicPage';
import { PageLoading } from '../../../components/PageLoading';
import { ProductGrid } from '../../catalogue/components/ProductGrid';

const SERVICES_TITLE = 'All Products';

/** /services (the menu's "Products"): every arm with its product cards. */
export function ServicesPage() {
  const { data: arms, error, isPending } = useArms();
  return (
    <PublicPage title={SERVICES_TITLE} intro="Every automation and app we offer, grouped by arm. Prices are shown in your chosen currency.">
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        arms.map((arm) => (
          <Box key={arm.id} component="section" aria-labelledby={`arm-${arm.slug}`} sx={{ mb: 7 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
              <CatalogueIcon name={arm.icon} sx={{ color: arm.color, fontSize: 40 }} />
              <Box sx={{ flexGrow: 1 }}>
                <Typography id={`arm-${arm.slug}`} variant="h4" component="h2">
                  {arm.name}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{arm.title}</Typography>
              </Box>
              <Button component={RouterLink} to={`/arms/${arm.slug}`} variant="outlined">
                View {arm.name}
              </Button>
            </Stack>
            <ProductGrid products={arm.products} color={arm.color} />
          </Box>
        ))
      )}
    </PublicPage>
  );
}
