import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCreatePath, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { dateTime, personName, usd } from '../common/format';
import { Section } from '../common/Section';
import { StatusChip } from '../common/StatusChip';
import type { DemoRequestRecord, PurchaseRequestRecord } from '../data/types';

export const LATEST_TEXTS = { requests: 'Latest purchase requests', demos: 'Latest demo requests', none: 'None yet.' } as const;
const LATEST_COUNT = 5;
const latest = { sort: { field: 'createdAt', order: 'DESC' as const }, pagination: { page: 1, perPage: LATEST_COUNT } };

/** The newest purchase requests and demo requests, each linking to its page. */
export function LatestRequests() {
  const createPath = useCreatePath();
  const { data: requests } = useGetList<PurchaseRequestRecord>('purchase-requests', latest);
  const { data: demos } = useGetList<DemoRequestRecord>('demo-requests', latest);
  return (
    <Section title={LATEST_TEXTS.requests} sx={{ height: '100%' }}>
      {requests?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{LATEST_TEXTS.none}</Typography>}
      <List dense aria-label={LATEST_TEXTS.requests}>
        {requests?.map((request) => (
          <ListItem key={request.id} disablePadding>
            <ListItemButton component={Link} to={createPath({ resource: 'purchase-requests', type: 'edit', id: request.id })}>
              <ListItemText
                primary={`Request #${request.id} · ${personName(request.user)} · ${usd(request.amountDueCents)}`}
                secondary={dateTime(request.createdAt)}
              />
              <StatusChip status={request.status} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {LATEST_TEXTS.demos}
      </Typography>
      {demos?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{LATEST_TEXTS.none}</Typography>}
      <List dense aria-label={LATEST_TEXTS.demos}>
        {demos?.map((demo) => (
          <ListItem key={demo.id} disablePadding>
            <ListItemButton component={Link} to={createPath({ resource: 'demo-requests', type: 'show', id: demo.id })}>
              <ListItemText primary={`${demo.name} · ${demo.company}`} secondary={dateTime(demo.createdAt)} />
              <StatusChip status={demo.status} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
