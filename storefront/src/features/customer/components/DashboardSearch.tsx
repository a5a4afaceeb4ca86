import { BRAND } from '@voosh/shared';
import Box from '@mui/material/Box';
import { SearchField } from '../../catalogue/components/SearchField';

export const DASHBOARD_SEARCH_PLACEHOLDER = `Search ${BRAND} automation solutions...`;

/** The dashboard's search box: what is typed filters the products on the dashboard at once (see DashboardResults). */
export function DashboardSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box role="search" sx={{ mb: 3 }}>
      <SearchField label="Search products" placeholder={DASHBOARD_SEARCH_PLACEHOLDER} value={value} onChange={onChange} />
    </Box>
  );
}
