import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export interface CustomerTab {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Other paths under which this tab is the current one. */
  alsoFor?: string[];
}

/** The five tabs of the customer area's bottom bar, in their fixed order. */
export const CUSTOMER_TABS: readonly CustomerTab[] = [
  { label: 'Home', path: '/customer/dashboard', icon: HomeOutlined },
  { label: 'Browse', path: '/customer/browse', icon: SearchOutlined, alsoFor: ['/customer/product'] },
  { label: 'Cart', path: '/customer/cart', icon: ShoppingCartOutlined },
  { label: 'Requests', path: '/customer/requests', icon: AssignmentOutlined },
  { label: 'Profile', path: '/customer/profile', icon: AccountCircleOutlined },
];

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The tab to mark for a path, or null (e.g. /customer/payment). */
export function currentTab(pathname: string): CustomerTab | null {
  return CUSTOMER_TABS.find((tab) => [tab.path, ...(tab.alsoFor ?? [])].some((base) => isUnder(pathname, base))) ?? null;
}
