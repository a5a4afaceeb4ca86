import DemoIcon from '@mui/icons-material/EventNote';
import AnalyticsIcon from '@mui/icons-material/BarChart';
import PeopleIcon from '@mui/icons-material/People';
import RequestIcon from '@mui/icons-material/RequestQuote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BRAND, MESSAGES } from '@voosh/shared';
import { useCreatePath, useGetIdentity } from 'react-admin';
import { useAnalytics, usersDetail } from '../analytics/useAnalytics';
import { Figure, Figures } from '../common/Figure';
import { usd } from '../common/format';
import { useConsolePath } from '../common/RecordLink';
import { Columns, ConsolePage } from '../common/Section';
import type { Analytics } from '../data/types';
import { totalOf } from './dashboardLinks';
import { LatestRequests } from './LatestRequests';
import { NoWayToPayWarning, useNoWayToPay } from '../settings/NoWayToPayWarning';
import { GoLiveChecklist, useGoLive } from './GoLiveChecklist';
import { NeedsAction } from './NeedsAction';

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  welcome: `Welcome to the ${BRAND} admin console`,
  signedInAs: (email: string) => `Signed in as ${email}. New requests appear here as they arrive.`,
  demoRequests: 'Demo requests',
  purchaseRequests: 'Purchase requests',
  users: 'Users',
  analytics: 'Analytics',
  moneyReceivedDetail: (netOfTaxCents: number, taxCents: number) =>
    taxCents === 0 ? 'Money received, net of refunds' : `Money received, net of refunds: ${usd(netOfTaxCents)} net of tax`,
} as const;

/** /admin and /admin/dashboard: welcome, the go-live checklist while any item is left, four figures that link to their pages, what needs action, the latest requests. */
export default function Dashboard() {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { data: analytics } = useAnalytics(MESSAGES.loadDashboardFailed);
  // What is above the figures (the line under the welcome, the notices: each shown or not once its
  // reads answer) takes its place before the figures and the sections under them show, so nothing
  // on the page moves down under the reader.
  const goLive = useGoLive();
  const noWayToPay = useNoWayToPay();
  const aboveSettled = !identityPending && noWayToPay.settled && !goLive.isPending;
  const welcome = (
    <Box>
      <Typography component="h1" variant="h4">
        {DASHBOARD_TEXTS.welcome}
      </Typography>
      {identity?.fullName && (
        <Typography sx={{ color: 'text.secondary' }}>{DASHBOARD_TEXTS.signedInAs(String(identity.fullName))}</Typography>
      )}
    </Box>
  );
  return (
    <ConsolePage title={DASHBOARD_TEXTS.title} heading={welcome}>
      <NoWayToPayWarning />
      <GoLiveChecklist />
      {aboveSettled && <DashboardBody analytics={analytics} />}
    </ConsolePage>
  );
}

/** The four figures that link to their pages, what needs action and the latest requests. */
function DashboardBody({ analytics }: { analytics?: Analytics }) {
  const createPath = useCreatePath();
  const path = useConsolePath();
  const list = (resource: string) => createPath({ resource, type: 'list' });
  const loading = '…';
  return (
    <>
      <Figures>
        <Figure
          to={list('demo-requests')}
          icon={<DemoIcon />}
          label={DASHBOARD_TEXTS.demoRequests}
          value={analytics ? totalOf(analytics.demoRequestsByStatus) : loading}
          detail={analytics ? `${analytics.pendingDemoCount} pending` : loading}
        />
        <Figure
          to={list('purchase-requests')}
          icon={<RequestIcon />}
          label={DASHBOARD_TEXTS.purchaseRequests}
          value={analytics ? totalOf(analytics.purchaseRequestsByStatus) : loading}
          detail={analytics ? `${analytics.pendingPurchaseCount} submitted` : loading}
        />
        <Figure
          to={list('users')}
          icon={<PeopleIcon />}
          label={DASHBOARD_TEXTS.users}
          value={analytics?.users.total ?? loading}
          detail={analytics ? usersDetail(analytics.users) : loading}
        />
        <Figure
          to={path('/analytics')}
          icon={<AnalyticsIcon />}
          label={DASHBOARD_TEXTS.analytics}
          value={analytics ? usd(analytics.moneyReceived.totalCents) : loading}
          detail={
            analytics ? DASHBOARD_TEXTS.moneyReceivedDetail(analytics.moneyReceived.netCents, analytics.moneyReceived.taxCents) : loading
          }
        />
      </Figures>
      <Columns at="md" columns="minmax(0, 1fr) minmax(0, 2fr)">
        <NeedsAction analytics={analytics} />
        <LatestRequests />
      </Columns>
    </>
  );
}
