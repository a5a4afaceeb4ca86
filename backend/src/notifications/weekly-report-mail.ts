import { BRAND, formatUsd, isoDay } from '@voosh/shared';
import { compose } from '../mail/templates';

export interface WeeklyStats {
  from: Date;
  to: Date;
  newDemoRequests: number;
  newPurchaseRequests: number;
  completedRequests: number;
  completedRevenueCents: number;
}

/** The admins' weekly summary (sent when `weeklyReports` and `emailNotifications` are on). */
export const weeklyReportMail = (to: string, stats: WeeklyStats) =>
  compose(to, `${BRAND} weekly report: ${isoDay(stats.from)} to ${isoDay(stats.to)}`, [
    `Your week from ${isoDay(stats.from)} to ${isoDay(stats.to)} (UTC):`,
    `New demo requests: ${stats.newDemoRequests}`,
    `New purchase requests: ${stats.newPurchaseRequests}`,
    `Completed purchase requests: ${stats.completedRequests}, revenue ${formatUsd(stats.completedRevenueCents)}`,
    'Open the admin console for the details.',
  ]);
