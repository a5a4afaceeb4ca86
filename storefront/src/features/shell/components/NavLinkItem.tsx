import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { isOutsideStorefront } from '../../../lib/session/dashboards';
import type { MenuItem } from '../menuItems';

/** A side-panel link: router navigation, or a full page load into the admin console. */
export function NavLinkItem({ item, onClick }: { item: MenuItem; onClick(): void }) {
  const link = isOutsideStorefront(item.to) ? { component: 'a' as const, href: item.to } : { component: RouterLink, to: item.to };
  return (
    <ListItem disablePadding>
      <ListItemButton {...link} onClick={onClick} sx={{ borderRadius: 2 }}>
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}
