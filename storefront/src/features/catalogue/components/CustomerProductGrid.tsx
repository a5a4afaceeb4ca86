import Grid from '@mui/material/Grid';
import type { Product } from '../api/types';
import { PricesTaxNote } from '../../../components/PricesTaxNote';
import { useProductActions } from './useProductActions';
import { CustomerProductCard, type CustomerProductCardProps } from './CustomerProductCard';

/** Product cards with the catalogue's add-to-cart / quote flow (the same rules as the arm pages). */
export function CustomerProductGrid({
  products,
  colorOf,
  linkOf,
  addFailedText,
  ...card
}: {
  products: readonly Product[];
  colorOf: (product: Product) => string;
  linkOf?: (product: Product) => string;
  /** The failure text of an add, where the page fixes one. */
  addFailedText?: string;
} & Pick<CustomerProductCardProps, 'addLabel' | 'showFeatures'>) {
  const { act, busy, dialog } = useProductActions({ addFailedText });
  return (
    <>
      <Grid container spacing={3}>
        {products.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CustomerProductCard {...card} product={product} color={colorOf(product)} busy={busy} onAction={act} to={linkOf?.(product)} />
          </Grid>
        ))}
      </Grid>
      <PricesTaxNote sx={{ mt: 2 }} />
      {dialog}
    </>
  );
}
