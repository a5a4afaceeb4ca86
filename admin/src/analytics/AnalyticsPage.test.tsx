import { screen, within } from '@testing-library/react';
import { DEMO_STATUSES, PURCHASE_REQUEST_STATUSES } from '@voosh/shared';
import { mockApi } from '../../test/support/mockApi';
import { renderInAdmin } from '../../test/support/render';
import type { Analytics } from '../data/types';
import AnalyticsPage from './AnalyticsPage';

/** The charts (recharts, lazily loaded) are another test's business. */
jest.mock('./AnalyticsCharts', () => ({ __esModule: true, default: () => null }));

const analytics: Analytics = {
  revenueCents: 200000,
  moneyReceived: { totalCents: 101500, requestPaymentsCents: 100000, planMonthsCents: 1500, taxCents: 13239, netCents: 88261 },
  taxCollected: [{ rateName: 'GCT', percent: '15', country: 'JM', netCents: 88261, taxCents: 13239 }],
  openRequests: { count: 2, valueCents: 199999 },
  recurring: { activePlans: 1, monthlyCents: 2500 },
  pendingDemoCount: 1,
  pendingPurchaseCount: 3,
  purchaseRequestsByStatus: PURCHASE_REQUEST_STATUSES.map((status) => ({ status, count: 0 })),
  demoRequestsByStatus: DEMO_STATUSES.map((status) => ({ status, count: 0 })),
  monthly: [
    { month: '2026-10', requestCount: 0, revenueCents: 0, cashReceivedCents: 0, cashTaxCents: 0 },
    { month: '2026-11', requestCount: 2, revenueCents: 0, cashReceivedCents: 101500, cashTaxCents: 13239 },
  ],
  revenueByArm: [],
  funnel: { demoRequests: 0, withPurchaseRequest: 0, withCompletedRequest: 0 },
  users: { total: 4, active: 4, newThisMonth: 1 },
};

describe('AnalyticsPage', () => {
  it('says what each money figure counts: received net of refunds, open at agreed amounts, recurring, and the completed totals', async () => {
    mockApi({ 'GET /api/admin/analytics': analytics });
    renderInAdmin(<AnalyticsPage />);
    const figure = async (label: string) => (await screen.findByRole('heading', { level: 2, name: label })).parentElement!;
    expect(await figure('Money received')).toHaveTextContent('$1,015Requests $1,000 and plan months $15, net of refunds');
    expect(await figure('Open requests')).toHaveTextContent('$1,999.992 neither completed nor denied, at their agreed amounts');
    expect(await figure('Monthly recurring revenue')).toHaveTextContent('$251 active plan');
    expect(await figure('Revenue (completed requests)')).toHaveTextContent(
      '$2,000Totals of the completed requests as submitted, before any adjustment',
    );
    expect(await figure('Money received, net of tax')).toHaveTextContent('$882.61Without the $132.39 of tax collected');
  });

  it('lists the tax collected per rate and country, and per month with any', async () => {
    mockApi({ 'GET /api/admin/analytics': analytics });
    renderInAdmin(<AnalyticsPage />);
    const byRate = await screen.findByRole('table', { name: 'Tax collected per rate and country' });
    expect(
      within(byRate)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RateCountryNet of taxTax', 'GCT 15%JM$882.61$132.39']);
    const byMonth = screen.getByRole('table', { name: 'Tax collected per month' });
    expect(
      within(byMonth)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['MonthReceived, net of taxTax', '2026-11$882.61$132.39']);
  });

  it('says where rates are set while no tax was collected', async () => {
    mockApi({ 'GET /api/admin/analytics': { ...analytics, taxCollected: [] } });
    renderInAdmin(<AnalyticsPage />);
    expect(await screen.findByText('No tax collected yet. Rates are set in Settings → Tax.')).toBeInTheDocument();
  });
});
