import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import type { Product } from '../api/types';
import { useArms } from '../api/useArms';
import { CustomerPage } from '../../../components/CustomerPage';
import { CustomerProductGrid } from '../components/CustomerProductGrid';
import { NoProductsFound } from '../components/NoProductsFound';
import { SearchField } from '../components/SearchField';
import { allProducts, customerProductPath, matchesBrowseSearch, SEARCH_PARAM } from '../productSearch';

const TITLE = 'All Products';
const ADD = 'Add';

/** /customer/browse: every product, searched by name, description, arm name or arm title (kept in ?q=). */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const arms = useArms();

  function changeSearch(value: string) {
    setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true });
  }

  return (
    <CustomerPage title={TITLE}>
      <Box sx={{ mb: 3 }}>
        <SearchField label="Search products" placeholder="Search products, arms..." value={search} onChange={changeSearch} />
      </Box>
      {arms.isPending ? (
        <PageLoading />
      ) : arms.isError ? (
        <LoadError error={arms.error} />
      ) : (
        <BrowseResults products={allProducts(arms.data)} colors={new Map(arms.data.map((arm) => [arm.id, arm.color]))} search={search} />
      )}
    </CustomerPage>
  );
}

function BrowseResults({ products, colors, search }: { products: Product[]; colors: Map<number, string>; search: string }) {
  const shown = products.filter((product) => matchesBrowseSearch(product, search));
  return (
    <>
      <Typography variant="body1" component="h2" color="text.secondary" sx={{ mb: 2 }}>
        Showing {shown.length} of {products.length} products
      </Typography>
      {shown.length ? (
        <CustomerProductGrid
          products={shown}
          colorOf={(product) => colors.get(product.arm.id) ?? 'divider'}
          linkOf={customerProductPath}
          addLabel={ADD}
          addFailedText={MESSAGES.addToCartFailedBrowse}
        />
      ) : (
        <NoProductsFound />
      )}
    </>
  );
}
