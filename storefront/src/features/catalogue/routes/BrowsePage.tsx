import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import type { Arm } from '../api/types';
import { useArms } from '../api/useArms';
import { CustomerPage } from '../../../components/CustomerPage';
import { SearchField } from '../components/SearchField';
import { SearchResultsGrid } from '../components/SearchResultsGrid';
import { allProducts, matchesBrowseSearch, SEARCH_PARAM } from '../productSearch';

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
        <BrowseResults arms={arms.data} search={search} />
      )}
    </CustomerPage>
  );
}

function BrowseResults({ arms, search }: { arms: readonly Arm[]; search: string }) {
  const products = allProducts(arms);
  const shown = products.filter((product) => matchesBrowseSearch(product, search));
  return (
    <>
      <Typography variant="body1" component="h2" sx={{ color: 'text.secondary', mb: 2 }}>
        Showing {shown.length} of {products.length} products
      </Typography>
      <SearchResultsGrid arms={arms} products={shown} addLabel={ADD} addFailedText={MESSAGES.addToCartFailedBrowse} />
    </>
  );
}
