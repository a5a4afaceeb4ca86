import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Arm } from '../api/types';
import { customerProductPath, matchesArmSearch } from '../productSearch';
import { productCountText } from '../productCountText';
import { CustomerProductGrid } from './CustomerProductGrid';
import { NoProductsFound } from './NoProductsFound';
import { SearchField } from './SearchField';

const ADD_TO_CART = 'Add to Cart';

/** One arm's products on the dashboard, searchable by name or description, with the way back to the arms. */
export function ArmProducts({ arm, onBack }: { arm: Arm; onBack: () => void }) {
  const [search, setSearch] = useState('');
  const products = arm.products.filter((product) => matchesArmSearch(product, search));
  return (
    <section aria-labelledby="arm-products-heading">
      <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ mb: 2 }}>
        All arms
      </Button>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Typography id="arm-products-heading" variant="h5" component="h2">
          {arm.name} ({productCountText(products.length)})
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{arm.title}</Typography>
        <SearchField label={`Search ${arm.name} products`} placeholder="Search products..." value={search} onChange={setSearch} />
      </Stack>
      {products.length ? (
        <CustomerProductGrid
          products={products}
          colorOf={() => arm.color}
          linkOf={customerProductPath}
          addLabel={ADD_TO_CART}
          showFeatures
        />
      ) : (
        <NoProductsFound />
      )}
    </section>
  );
}
