import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Arm } from '../../catalogue/api/types';
import { productCountText } from '../../catalogue/productCountText';
import { allProducts, browseSearchPath, matchesBrowseSearch } from '../../catalogue/productSearch';
import { SearchResultsGrid } from '../../catalogue/components/SearchResultsGrid';

const ADD_TO_CART = 'Add to Cart';

/** The dashboard search's matches across every arm (Browse's rule), with the way to Browse keeping the search. */
export function DashboardResults({ arms, search }: { arms: readonly Arm[]; search: string }) {
  const products = allProducts(arms).filter((product) => matchesBrowseSearch(product, search));
  return (
    <section aria-labelledby="search-results-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="search-results-heading" variant="h5" component="h2">
          {productCountText(products.length)} found
        </Typography>
        <Link component={RouterLink} to={browseSearchPath(search)}>
          Open in Browse
        </Link>
      </Stack>
      <SearchResultsGrid arms={arms} products={products} addLabel={ADD_TO_CART} showFeatures />
    </section>
  );
}
