import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { Figure, Figures } from '../common/Figure';
import { usd } from '../common/format';
import { ConsolePage } from '../common/Section';
import { TaxCollected } from './TaxCollected';
import { useAnalytics, usersDetail } from './useAnalytics';

/** recharts is loaded with this page only, after its figures. */
const AnalyticsCharts = lazy(() => import('./AnalyticsCharts'));

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  moneyReceived: 'Money received',
  moneyReceivedDetail: (requestsCents: number, planMonthsCents: number) =>
    `Requests ${usd(requestsCents)} and plan months ${usd(planMonthsCents)}, net of refunds`,
  netOfTax: 'Money received, net of tax',
  netOfTaxDetail: (taxCents: number) => `Without the ${usd(taxCents)} of tax collected`,
  openRequests: 'Open requests',
  openRequestsDetail: (count: number) => `${count} neither completed nor denied, at their agreed amounts`,
  recurring: 'Monthly recurring revenue',
  recurringDetail: (plans: number) => `${plans} active ${plans === 1 ? 'plan' : 'plans'}`,
  revenue: 'Revenue (completed requests)',
  revenueDetail: 'Totals of the completed requests as submitted, before any adjustment',
  pendingDemos: 'Pending demo requests',
  pendingPurchases: 'Pending purchase requests',
  pendingPurchasesDetail: 'Submitted, awaiting review',
  users: 'Users',
} as const;

/**
 * The money (received, without its tax, still to be earned, recurring), the spec's revenue (section
 * 9) labelled as what it counts, the pending counts, the tax collected, then the charts.
 */
export default function AnalyticsPage() {
  const { data } = useAnalytics();
  return (
    <ConsolePage title={ANALYTICS_TEXTS.title}>
      {!data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Figures>
            <Figure
              label={ANALYTICS_TEXTS.moneyReceived}
              value={usd(data.moneyReceived.totalCents)}
              detail={ANALYTICS_TEXTS.moneyReceivedDetail(data.moneyReceived.requestPaymentsCents, data.moneyReceived.planMonthsCents)}
            />
            <Figure
              label={ANALYTICS_TEXTS.netOfTax}
              value={usd(data.moneyReceived.netCents)}
              detail={ANALYTICS_TEXTS.netOfTaxDetail(data.moneyReceived.taxCents)}
            />
            <Figure
              label={ANALYTICS_TEXTS.openRequests}
              value={usd(data.openRequests.valueCents)}
              detail={ANALYTICS_TEXTS.openRequestsDetail(data.openRequests.count)}
            />
            <Figure
              label={ANALYTICS_TEXTS.recurring}
              value={usd(data.recurring.monthlyCents)}
              detail={ANALYTICS_TEXTS.recurringDetail(data.recurring.activePlans)}
            />
            <Figure label={ANALYTICS_TEXTS.revenue} value={usd(data.revenueCents)} detail={ANALYTICS_TEXTS.revenueDetail} />
            <Figure label={ANALYTICS_TEXTS.pendingDemos} value={data.pendingDemoCount} />
            <Figure
              label={ANALYTICS_TEXTS.pendingPurchases}
              value={data.pendingPurchaseCount}
              detail={ANALYTICS_TEXTS.pendingPurchasesDetail}
            />
            <Figure label={ANALYTICS_TEXTS.users} value={data.users.total} detail={usersDetail(data.users)} />
          </Figures>
          <TaxCollected analytics={data} />
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <AnalyticsCharts analytics={data} />
          </Suspense>
        </>
      )}
    </ConsolePage>
  );
}
