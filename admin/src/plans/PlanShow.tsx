import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, PLAN_CHARGE_STATUS_LABELS } from '@voosh/shared';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Detail, Details } from '../common/Detail';
import { dateTime, usd } from '../common/format';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import type { PlanRecord } from '../data/types';
import { PlanActions } from './PlanActions';
import { PlanLinesButton } from './PlanLinesButton';
import { PlanRefundButton } from './PlanRefundButton';
import { day, monthlyText, PLAN_TEXTS, planBillingLabel, planStatusLabel } from './planTexts';
import { RecordPlanPaymentButton } from './RecordPlanPaymentButton';

function PlanDetails() {
  const plan = useRecordContext<PlanRecord>();
  if (!plan) return null;
  return (
    <Stack spacing={2}>
      <Section level={1} title={`Plan #${plan.id}`} action={<PlanActions plan={plan} />}>
        <Details>
          <Detail label="Request">
            <RecordLink resource="purchase-requests" id={plan.requestId}>{`Request #${plan.requestId}`}</RecordLink>
          </Detail>
          <Detail label="Customer">{plan.customerEmail}</Detail>
          <Detail label="Status">{planStatusLabel(plan.status) + (plan.cancelAtPeriodEnd ? ', ending with the period' : '')}</Detail>
          <Detail label="Billing">{planBillingLabel(plan.billing)}</Detail>
          <Detail label="Monthly">{monthlyText(plan.monthlyUsdCents, plan.monthlyMinor, plan.currency)}</Detail>
          <Detail label="Rate">{plan.currency === 'USD' ? '—' : `${plan.rate} ${plan.currency} per USD`}</Detail>
          {plan.currencyChangePending && (
            <Detail label="Currency change">{`To ${plan.currencyChangePending} from the next charge: the customer's card is confirmed, the subscription is being replaced`}</Detail>
          )}
          <Detail label="Current period">{`${day(plan.currentPeriodStart)} to ${day(plan.currentPeriodEnd)}`}</Detail>
          <Detail label="Next charge">{day(plan.nextChargeAt)}</Detail>
          <Detail label="Canceled">{plan.canceledAt ? dateTime(plan.canceledAt) : null}</Detail>
        </Details>
      </Section>
      <Section title={PLAN_TEXTS.lines} action={<PlanLinesButton plan={plan} />}>
        <Table size="small" aria-label={PLAN_TEXTS.lines}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Arm</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Monthly per unit</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.productName}</TableCell>
                <TableCell>{line.armName}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{usd(line.unitMonthlyCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title={PLAN_TEXTS.months}>
        {plan.charges.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {PLAN_TEXTS.noMonths}
          </Typography>
        ) : (
          <Table size="small" aria-label={PLAN_TEXTS.months}>
            <TableHead>
              <TableRow>
                <TableCell>Period</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Due</TableCell>
                <TableCell>Paid</TableCell>
                <TableCell align="right">Refunded</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.charges.map((charge) => (
                <TableRow key={charge.id}>
                  <TableCell>{`${day(charge.periodStart)} to ${day(charge.periodEnd)}`}</TableCell>
                  <TableCell align="right">{monthlyText(charge.amountUsdCents, charge.amountMinor, charge.currency)}</TableCell>
                  <TableCell>{charge.overdue ? 'Overdue' : PLAN_CHARGE_STATUS_LABELS[charge.status]}</TableCell>
                  <TableCell>{day(charge.dueAt)}</TableCell>
                  <TableCell>
                    {charge.paidAt
                      ? `${day(charge.paidAt)}${charge.method ? `, ${PAYMENT_METHOD_LABELS[charge.method]}` : ''}${charge.reference ? `, ref ${charge.reference}` : ''}`
                      : (charge.failureMessage ?? '—')}
                  </TableCell>
                  <TableCell align="right">
                    {charge.refundedUsdCents ? monthlyText(charge.refundedUsdCents, charge.refundedMinor, charge.currency) : '—'}
                  </TableCell>
                  <TableCell align="right">
                    {plan.billing === 'invoice' && <RecordPlanPaymentButton charge={charge} requestId={plan.requestId} />}
                    <PlanRefundButton charge={charge} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </Stack>
  );
}

/** One plan: its state and next charge, its lines (changed from the next period), its months, and the admin's actions. */
export default function PlanShow() {
  return (
    <Show
      title="Plan"
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <PlanDetails />
    </Show>
  );
}
