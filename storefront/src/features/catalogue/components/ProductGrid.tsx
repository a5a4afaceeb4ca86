import Grid from '@mui/material/Grid';
import { useState } from 'react';
import type { Product } from '../api/types';
import { PricesTaxNote } from '../../../components/PricesTaxNote';
import { ProductCard } from './ProductCard';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { useProductActions } from './useProductActions';

/** An arm's product cards with the shared Learn More dialog and purchase flow (arm pages and /services). */
export function ProductGrid({ products, color }: { products: readonly Product[]; color: string }) {
  const [details, setDetails] = useState<Product | null>(null);
  const { act, busy, signedIn, dialog } = useProductActions();
  const actFromDialog = (product: Product) => {
    setDetails(null);
    act(product);
  };
  return (
    <>
      <Grid container spacing={3}>
        {products.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ProductCard product={product} color={color} signedIn={signedIn} busy={busy} onLearnMore={setDetails} onAction={act} />
          </Grid>
        ))}
      </Grid>
      <PricesTaxNote sx={{ mt: 2 }} />
      <ProductDetailsDialog product={details} signedIn={signedIn} busy={busy} onClose={() => setDetails(null)} onAction={actFromDialog} />
      {dialog}
    </>
  );
}
