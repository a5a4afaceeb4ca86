import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page section waiting for its data. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
