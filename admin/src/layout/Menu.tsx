import AnalyticsIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu } from 'react-admin';
import { useConsolePath } from '../common/RecordLink';

export const MENU_TEXTS = { dashboard: 'Dashboard', analytics: 'Analytics', settings: 'Settings' } as const;

/** The side panel (a drawer on small screens): dashboard, the resources (customer companies among them), analytics, the API keys, the webhooks and settings. */
export function Menu() {
  const path = useConsolePath();
  return (
    <RaMenu>
      <RaMenu.Item to={path('/dashboard')} primaryText={MENU_TEXTS.dashboard} leftIcon={<DashboardIcon />} />
      <RaMenu.ResourceItem name="demo-requests" />
      <RaMenu.ResourceItem name="purchase-requests" />
      <RaMenu.ResourceItem name="payments" />
      <RaMenu.ResourceItem name="plans" />
      <RaMenu.ResourceItem name="users" />
      <RaMenu.ResourceItem name="companies" />
      <RaMenu.Item to={path('/analytics')} primaryText={MENU_TEXTS.analytics} leftIcon={<AnalyticsIcon />} />
      <RaMenu.ResourceItem name="products" />
      <RaMenu.ResourceItem name="arms" />
      <RaMenu.ResourceItem name="api-keys" />
      <RaMenu.ResourceItem name="webhook-endpoints" />
      <RaMenu.Item to={path('/settings')} primaryText={MENU_TEXTS.settings} leftIcon={<SettingsIcon />} />
    </RaMenu>
  );
}
