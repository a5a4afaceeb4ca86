import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { browseSearchPath } from '../productSearch';
import { SearchField } from './SearchField';

const PLACEHOLDER = 'Search ... automation solutions...';

/**
 * The dashboard's search box: Enter or Search opens Browse with the search. Not a <form>: React
 * builds a FormData for a submit that navigates, which the component tests' Node FormData refuses.
 */
export function DashboardSearch() {
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const open = () => navigate(browseSearchPath(search));
  return (
    <Box role="search" sx={{ mb: 3, display: 'flex', gap: 1, alignItems: 'stretch' }}>
      <SearchField label="Search products" placeholder={PLACEHOLDER} value={search} onChange={setSearch} onEnter={open} />
      <Button variant="contained" onClick={open}>
        Search
      </Button>
    </Box>
  );
}
