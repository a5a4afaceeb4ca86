import { paymentKindLabel, paymentMethodLabel } from '@voosh/shared';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dateTime, usd } from '../common/format';
import { reasonOf } from '../common/notifyFailure';
import { Section } from '../common/Section';
import type { PaymentRecord, PurchaseRequestRecord } from '../data/types';
import { paymentRowSx, PaymentStatusCell } from '../payments/PaymentStatusCell';
import { chargedText } from '../payments/paymentTexts';
import { RefundButton } from '../payments/RefundButton';
import { RecordPaymentButton } from './RecordPaymentButton';
import { useRequestPayments } from './useRequestLedger';

export const LEDGER_TEXTS = { title: 'Payments', empty: 'No payments yet.', failed: 'Failed to load the payments' } as const;

function PaymentRow({ payment }: { payment: PaymentRecord }) {
  return (
    <TableRow sx={paymentRowSx(payment)}>
      <TableCell>{payment.id}</TableCell>
      <TableCell>{dateTime(payment.createdAt)}</TableCell>
      <TableCell>{paymentKindLabel(payment.kind)}</TableCell>
      <TableCell>{paymentMethodLabel(payment.method)}</TableCell>
      <TableCell>
        <PaymentStatusCell payment={payment} />
        {payment.failureMessage && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {payment.failureMessage}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {usd(payment.amountCents)}
        {chargedText(payment) && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {chargedText(payment)}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{payment.refundedCents ? usd(payment.refundedCents) : '—'}</TableCell>
      <TableCell>{[payment.reference, payment.note].filter(Boolean).join(' · ') || '—'}</TableCell>
      <TableCell>
        <RefundButton payment={payment} />
      </TableCell>
    </TableRow>
  );
}

/** The request's payments ledger, with 'Record offline payment' and a refund per refundable payment. */
export function PaymentsLedger({ request }: { request: PurchaseRequestRecord }) {
  const { data: payments, error, isPending } = useRequestPayments(request.id);
  return (
    <Section title={LEDGER_TEXTS.title} action={<RecordPaymentButton request={request} />}>
      {isPending && <Skeleton height={80} />}
      {error && <Alert severity="error">{`${LEDGER_TEXTS.failed}: ${reasonOf(error)}`}</Alert>}
      {payments && payments.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{LEDGER_TEXTS.empty}</Typography>}
      {payments && payments.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={LEDGER_TEXTS.title}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Date</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Refunded</TableCell>
                <TableCell>Reference / note</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
