import { paymentKindLabel, paymentMethodLabel } from '@voosh/shared';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Detail, Details } from '../common/Detail';
import { dateTime, usd } from '../common/format';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import type { PaymentRecord } from '../data/types';
import { PaymentStatusCell } from './PaymentStatusCell';
import { chargedText } from './paymentTexts';
import { RefundButton } from './RefundButton';

function PaymentDetails() {
  const payment = useRecordContext<PaymentRecord>();
  if (!payment) return null;
  return (
    <Section level={1} title={`Payment #${payment.id}`} action={<RefundButton payment={payment} />}>
      <Details>
        <Detail label="Request">
          <RecordLink resource="purchase-requests" id={payment.requestId}>{`Request #${payment.requestId}`}</RecordLink>
        </Detail>
        <Detail label="Status">
          <PaymentStatusCell payment={payment} />
        </Detail>
        <Detail label="Kind">{paymentKindLabel(payment.kind)}</Detail>
        <Detail label="Method">{paymentMethodLabel(payment.method)}</Detail>
        <Detail label="Amount">{usd(payment.amountCents)}</Detail>
        <Detail label="Charged">{chargedText(payment) || usd(payment.chargedAmount)}</Detail>
        <Detail label="Rate">{payment.currency === 'USD' ? '—' : `${payment.rate} ${payment.currency} per USD`}</Detail>
        <Detail label="Refunded">{usd(payment.refundedCents)}</Detail>
        <Detail label="Reference">{payment.reference}</Detail>
        <Detail label="Note">{payment.note}</Detail>
        <Detail label="Failure">{payment.failureMessage}</Detail>
        <Detail label="Created">{dateTime(payment.createdAt)}</Detail>
        <Detail label="Updated">{dateTime(payment.updatedAt)}</Detail>
      </Details>
    </Section>
  );
}

/** One payment with every field, a link to its request and a refund while money is left. */
export default function PaymentShow() {
  return (
    <Show
      title="Payment"
      component="div"
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <PaymentDetails />
    </Show>
  );
}
