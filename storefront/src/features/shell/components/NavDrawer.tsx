import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import { useSession } from '../../../lib/session/useSession';
import { menuItemsFor, NAV_DRAWER_ID } from '../menuItems';
import { BrandLogo } from '../../../components/BrandLogo';
import { CurrencyPicker } from './CurrencyPicker';
import { NavLinkItem } from './NavLinkItem';

/** The left slide-in panel: logo and name, the role's links, the currency picker. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { user } = useSession();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: NAV_DRAWER_ID, 'aria-label': 'Menu', sx: { width: { xs: 280, md: 350 } } } }}
    >
      <Box sx={{ p: 2.5 }}>
        <BrandLogo size={40} />
      </Box>
      <Divider />
      <Box component="nav" aria-label="Site">
        <List sx={{ px: 1.5 }}>
          {menuItemsFor(user?.role ?? null).map((item) => (
            <NavLinkItem key={item.label} item={item} onClick={onClose} />
          ))}
        </List>
      </Box>
      <Divider />
      <Box sx={{ p: 2.5 }}>
        <CurrencyPicker />
      </Box>
    </Drawer>
  );
}
