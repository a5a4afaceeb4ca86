import { APPROVAL_STATE_LABELS } from '@voosh/shared';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Detail, Details } from '../common/Detail';
import { dateTime, personName, usd } from '../common/format';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import { StatusChip } from '../common/StatusChip';
import type { PurchaseRequestRecord } from '../data/types';
import { ReferenceDetails } from './references';

/** The request as the customer sent it, with its references and amounts: total, adjusted, due, paid, balance. */
export function RequestSummary({ request }: { request: PurchaseRequestRecord }) {
  return (
    <Section
      level={1}
      title={`Request #${request.id}`}
      subheader={`${personName(request.user)} · ${dateTime(request.createdAt)}`}
      action={<StatusChip status={request.status} size="medium" />}
    >
      <Details>
        <Detail label="Customer">
          <RecordLink resource="users" id={request.user.id}>
            {personName(request.user)}
          </RecordLink>
        </Detail>
        <Detail label="E-mail">
          <Link href={`mailto:${request.user.email}`}>{request.user.email}</Link>
        </Detail>
        <Detail label="Submitted from">
          {request.source === 'cart' ? 'Cart' : `Product page${request.productType ? ` (${request.productType})` : ''}`}
        </Detail>
        <Detail label="Total">{usd(request.totalCents)}</Detail>
        <Detail label="Adjusted amount">{usd(request.adminAdjustedCents)}</Detail>
        <Detail label="Amount due">{usd(request.amountDueCents)}</Detail>
        <Detail label="Customer's approval">{approvalText(request)}</Detail>
        <Detail label="Tax">{taxText(request)}</Detail>
        <Detail label="Amount paid">{usd(request.amountPaid)}</Detail>
        <Detail label="Balance due">{usd(request.balanceDue)}</Detail>
        <ReferenceDetails request={request} />
        <Detail label="Customer notes">{request.customerNotes}</Detail>
      </Details>
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label="Products">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell>Arm</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Setup</TableCell>
              <TableCell align="right">Monthly</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {request.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.productName}</TableCell>
                <TableCell>{item.armName}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{item.setupPrice}</TableCell>
                <TableCell align="right">{item.monthlyPrice}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

/**
 * The request's approval in the customer's company: 'Waiting for approval' (nothing moves but a
 * denial until an approver decides), 'Approved by the company ($1,125)', ...
 */
export function approvalText({ approvalState, approvedCents }: Pick<PurchaseRequestRecord, 'approvalState' | 'approvedCents'>): string {
  const label = APPROVAL_STATE_LABELS[approvalState];
  return approvalState === 'approved' && approvedCents !== null ? `${label} (${usd(approvedCents)})` : label;
}

/** The request's tax as submitted: '$150 (GCT 15%) on $1,000', or why none is charged. */
export function taxText({ tax, taxCents, netCents }: Pick<PurchaseRequestRecord, 'tax' | 'taxCents' | 'netCents'>): string {
  if (tax.treatment === 'standard') return `${usd(taxCents)} (${tax.rateName} ${tax.percent}%) on ${usd(netCents)}`;
  return tax.note ?? 'None';
}
