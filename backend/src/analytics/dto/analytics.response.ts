import { ApiProperty } from '@nestjs/swagger';
import { DEMO_STATUSES, PURCHASE_REQUEST_STATUSES } from '@voosh/shared';

export class PurchaseStatusCount {
  @ApiProperty({ enum: PURCHASE_REQUEST_STATUSES }) status!: string;
  @ApiProperty({ example: 4 }) count!: number;
}

export class DemoStatusCount {
  @ApiProperty({ enum: DEMO_STATUSES }) status!: string;
  @ApiProperty({ example: 2 }) count!: number;
}

export class MonthlyPoint {
  @ApiProperty({ example: '2026-11', description: 'Calendar month (UTC), YYYY-MM' }) month!: string;
  @ApiProperty({ description: 'Purchase requests created that month, any status' }) requestCount!: number;
  @ApiProperty({ description: 'totalCents of the requests created that month that are now completed' }) revenueCents!: number;
  @ApiProperty({
    description:
      'Cash received that month: payments booked, less refunds of booked payments made that month, and plan months paid that month net of their refunds (US cents; can be negative)',
  })
  cashReceivedCents!: number;
  @ApiProperty({ description: 'The tax in cashReceivedCents: tax collected that month, less tax given back by its refunds (US cents)' })
  cashTaxCents!: number;
}

export class UserCounts {
  @ApiProperty({ description: 'Accounts, customers and admins' }) total!: number;
  @ApiProperty({ description: 'Accounts not deactivated' }) active!: number;
  @ApiProperty({ description: 'Accounts created this calendar month (UTC)' }) newThisMonth!: number;
}

export class ArmRevenue {
  @ApiProperty({ example: 'VOOSHDesk', description: 'The arm name frozen on the request items' }) arm!: string;
  @ApiProperty({ description: 'Sum over items of completed requests of quantity x (unit setup + unit monthly), in US cents' })
  revenueCents!: number;
}

export class AnalyticsFunnel {
  @ApiProperty({ description: 'Demo requests' }) demoRequests!: number;
  @ApiProperty({ description: 'Demo requests whose e-mail belongs to an account with at least one purchase request' })
  withPurchaseRequest!: number;
  @ApiProperty({ description: 'Demo requests whose e-mail belongs to an account with at least one completed purchase request' })
  withCompletedRequest!: number;
}

export class MoneyReceived {
  @ApiProperty({
    example: 1514999,
    description: 'Everything received, net of refunds, in US cents: requestPaymentsCents + planMonthsCents',
  })
  totalCents!: number;
  @ApiProperty({ description: 'Booked payments of purchase requests (deposits, full and final payments), net of their refunds' })
  requestPaymentsCents!: number;
  @ApiProperty({ description: 'Paid months of monthly plans, net of their refunds' }) planMonthsCents!: number;
  @ApiProperty({ description: 'The tax in totalCents: tax collected, net of the tax refunds gave back (US cents)' }) taxCents!: number;
  @ApiProperty({ description: 'totalCents net of tax: revenue received without the tax collected for the tax authorities' })
  netCents!: number;
}

export class TaxCollected {
  @ApiProperty({ example: 'GCT', description: 'The rate as printed' }) rateName!: string;
  @ApiProperty({ example: '15', description: 'The rate in percent' }) percent!: string;
  @ApiProperty({ example: 'JM', nullable: true, type: String, description: 'Where the sales were taxed (ISO 3166 alpha-2)' })
  country!: string | null;
  @ApiProperty({ description: 'Money received at this rate in this country, net of refunds and of tax (US cents)' }) netCents!: number;
  @ApiProperty({ description: 'Tax collected at this rate in this country, net of the tax refunds gave back (US cents)' })
  taxCents!: number;
}

export class OpenRequests {
  @ApiProperty({ description: 'Purchase requests neither completed nor denied' }) count!: number;
  @ApiProperty({ description: "Their agreed value: the admin's adjusted amount where set, else the total, in US cents" })
  valueCents!: number;
}

export class RecurringRevenue {
  @ApiProperty({ description: 'Monthly plans in status active' }) activePlans!: number;
  @ApiProperty({ description: "Monthly recurring revenue: the active plans' monthly lines, in US cents" }) monthlyCents!: number;
}

export class AnalyticsResponse {
  @ApiProperty({
    example: 1250000,
    description:
      'Revenue: the sum of totalCents (totalAmount) of completed purchase requests, in US cents. An admin-adjusted amount does not replace the total here.',
  })
  revenueCents!: number;

  @ApiProperty({ type: MoneyReceived }) moneyReceived!: MoneyReceived;
  @ApiProperty({
    type: [TaxCollected],
    description: 'Tax collected per rate and country, all time: what receipts stated less what credit notes gave back',
  })
  taxCollected!: TaxCollected[];
  @ApiProperty({ type: OpenRequests }) openRequests!: OpenRequests;
  @ApiProperty({ type: RecurringRevenue }) recurring!: RecurringRevenue;

  @ApiProperty({ description: 'Demo requests in status pending' }) pendingDemoCount!: number;
  @ApiProperty({ description: 'Purchase requests in status submitted' }) pendingPurchaseCount!: number;

  @ApiProperty({ type: [PurchaseStatusCount], description: 'Every purchase-request status in workflow order, zeros included' })
  purchaseRequestsByStatus!: PurchaseStatusCount[];

  @ApiProperty({ type: [DemoStatusCount], description: 'Every demo status in workflow order, zeros included' })
  demoRequestsByStatus!: DemoStatusCount[];

  @ApiProperty({
    type: [MonthlyPoint],
    description: 'The last 12 calendar months (UTC), oldest first, the current month last; empty months are zeros',
  })
  monthly!: MonthlyPoint[];

  @ApiProperty({
    type: [ArmRevenue],
    description: 'Every arm of the catalogue (and any arm name only old requests still carry), highest revenue first',
  })
  revenueByArm!: ArmRevenue[];

  @ApiProperty({ type: AnalyticsFunnel, description: 'Demo request -> purchase request -> completed request' })
  funnel!: AnalyticsFunnel;

  @ApiProperty({ type: UserCounts }) users!: UserCounts;
}
