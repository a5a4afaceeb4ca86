import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { Figure, Figures } from '../common/Figure';
import { usd } from '../common/format';
import { ConsolePage } from '../common/Section';
import { useAnalytics, usersDetail } from './useAnalytics';

/** recharts is loaded with this page only, after its figures. */
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  revenue: 'Revenue',
  revenueDetail: 'Total of the completed purchase requests',
  pendingDemos: 'Pending demo requests',
  pendingPurchases: 'Pending purchase requests',
  pendingPurchasesDetail: 'Submitted, awaiting review',
  users: 'Users',
} as const;

/** Revenue and pending counts (spec section 9), then the charts. */
export default function AnalyticsPage() {
  const { data } = useAnalytics();
  return (
    <ConsolePage title={ANALYTICS_TEXTS.title}>
      {!data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Figures>
            <Figure label={ANALYTICS_TEXTS.revenue} value={usd(data.revenueCents)} detail={ANALYTICS_TEXTS.revenueDetail} />
            <Figure label={ANALYTICS_TEXTS.pendingDemos} value={data.pendingDemoCount} />
            <Figure
              label={ANALYTICS_TEXTS.pendingPurchases}
              value={data.pendingPurchaseCount}
              detail={ANALYTICS_TEXTS.pendingPurchasesDetail}
            />
            <Figure label={ANALYTICS_TEXTS.users} value={data.users.total} detail={usersDetail(data.users)} />
          </Figures>
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <AnalyticsCharts analytics={data} />
          </Suspense>
        </>
      )}
    </ConsolePage>
  );
}
