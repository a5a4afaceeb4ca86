import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCart } from '../../cart/api/useCart';
import { CUSTOMER_TABS, currentTab, type CustomerTab } from './customerTabs';

/** The bar's height; the layout pads its content by it so nothing hides behind the bar. */
export const TAB_BAR_HEIGHT_PX = 56;

/** The customer area's fixed bottom bar: Home, Browse, Cart (with the cart's item count), Requests, Profile. */
export function CustomerTabBar() {
  const { pathname } = useLocation();
  const current = currentTab(pathname);
  const cartCount = useCart().data?.length ?? 0;

  // The count is read out after the label (the badge itself is hidden from screen readers), so
  // the link's name starts with the text one sees: "Cart (2 items)".
  const tabLabel = (tab: CustomerTab) =>
    tab.path === '/customer/cart' && cartCount > 0 ? (
      <>
        {tab.label}
        <Box component="span" sx={visuallyHidden}>{` (${cartCount} ${cartCount === 1 ? 'item' : 'items'})`}</Box>
      </>
    ) : (
      tab.label
    );

  return (
    <Paper
      component="nav"
      aria-label="Customer area"
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', pb: 'env(safe-area-inset-bottom)' }}
    >
      <BottomNavigation showLabels value={current?.path ?? false} sx={{ height: TAB_BAR_HEIGHT_PX }}>
        {CUSTOMER_TABS.map((tab) => {
          const Icon = tab.icon;
          const icon = <Icon />;
          return (
            <BottomNavigationAction
              key={tab.path}
              value={tab.path}
              label={tabLabel(tab)}
              component={RouterLink}
              to={tab.path}
              aria-current={tab === current ? 'page' : undefined}
              sx={{ minWidth: 0, px: 0.5 }}
              icon={
                tab.path === '/customer/cart' ? (
                  <Badge
                    badgeContent={cartCount}
                    color="primary"
                    max={99}
                    data-testid="cart-count"
                    slotProps={{ badge: { 'aria-hidden': true } }}
                  >
                    {icon}
                  </Badge>
                ) : (
                  icon
                )
              }
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
