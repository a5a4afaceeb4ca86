import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteFallback } from '../../../components/RouteFallback';
import { CustomerTabBar, TAB_BAR_HEIGHT_PX } from './CustomerTabBar';

/** Every customer screen: the page, padded so it never hides behind the fixed bottom bar of five tabs. */
export function CustomerLayout() {
  return (
    <>
      <Box sx={{ pb: `calc(${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom))` }}>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      <CustomerTabBar />
    </>
  );
}
