import { paymentReviewReasonLabel } from '@voosh/shared';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import TaskIcon from '@mui/icons-material/TaskAlt';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useCreatePath, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { usd } from '../common/format';
import { Section } from '../common/Section';
import type { Analytics, PaymentRecord } from '../data/types';
import { countOf, filteredList, WAITING_FOR_REVIEW } from './dashboardLinks';

export const NEEDS_ACTION_TEXTS = {
  title: 'Needs action',
  pendingDemos: 'Pending demo requests',
  waitingForReview: 'Purchase requests waiting for review',
  paymentsToReview: 'Payments needing review',
} as const;

/** What needs an admin: pending demos, requests waiting for review, card payments needing review (these stand out). */
export function NeedsAction({ analytics }: { analytics?: Analytics }) {
  const createPath = useCreatePath();
  const list = (resource: string, filter: Record<string, unknown>) => filteredList(createPath({ resource, type: 'list' }), filter);
  const { data: reviewPayments, total: reviewTotal } = useGetList<PaymentRecord>('payments', {
    filter: { status: 'needs_review' },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 3 },
  });
  const paymentsToReview = reviewTotal ?? 0;
  const rows = [
    {
      key: 'demos',
      text: NEEDS_ACTION_TEXTS.pendingDemos,
      count: analytics?.pendingDemoCount,
      to: list('demo-requests', { status: 'pending' }),
    },
    {
      key: 'requests',
      text: NEEDS_ACTION_TEXTS.waitingForReview,
      count: analytics ? countOf(analytics.purchaseRequestsByStatus, WAITING_FOR_REVIEW) : undefined,
      to: list('purchase-requests', { status: WAITING_FOR_REVIEW }),
    },
  ];
  return (
    <Section title={NEEDS_ACTION_TEXTS.title} sx={{ height: '100%' }}>
      <List dense>
        {rows.map((row) => (
          <ListItem key={row.key} disablePadding>
            <ListItemButton component={Link} to={row.to}>
              <ListItemIcon>
                <TaskIcon color={row.count ? 'warning' : 'disabled'} />
              </ListItemIcon>
              <ListItemText primary={`${row.text}: ${row.count ?? '…'}`} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton
            component={Link}
            to={list('payments', { status: 'needs_review' })}
            sx={
              paymentsToReview > 0
                ? { bgcolor: 'error.main', color: 'error.contrastText', borderRadius: 1, '&:hover': { bgcolor: 'error.dark' } }
                : undefined
            }
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <ErrorIcon color={paymentsToReview > 0 ? 'inherit' : 'disabled'} />
            </ListItemIcon>
            <ListItemText
              primary={`${NEEDS_ACTION_TEXTS.paymentsToReview}: ${reviewTotal ?? '…'}`}
              secondary={reviewPayments
                ?.map(
                  (payment) =>
                    `Payment #${payment.id} (${usd(payment.amountCents)}, request #${payment.requestId}): ${paymentReviewReasonLabel(payment.reviewReason)}`,
                )
                .join(' · ')}
              slotProps={{ secondary: { sx: { color: 'inherit' } } }}
            />
          </ListItemButton>
        </ListItem>
      </List>
    </Section>
  );
}
