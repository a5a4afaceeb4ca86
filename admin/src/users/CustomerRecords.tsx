import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { Section } from '../common/Section';
import { filteredList } from '../dashboard/dashboardLinks';
import type { UserRecord } from '../data/types';

export const CUSTOMER_RECORDS_TEXTS = {
  title: 'Customer records',
  subheader: 'The lists, filtered to this customer.',
  requests: 'Purchase requests',
  payments: 'Payments',
  plans: 'Plans',
} as const;

const LISTS = [
  { resource: 'purchase-requests', text: CUSTOMER_RECORDS_TEXTS.requests },
  { resource: 'payments', text: CUSTOMER_RECORDS_TEXTS.payments },
  { resource: 'plans', text: CUSTOMER_RECORDS_TEXTS.plans },
] as const;

/** Links from a user's page to their purchase requests, payments and plans (each list filtered by `userId`). */
export function CustomerRecords({ user }: { user: UserRecord }) {
  const createPath = useCreatePath();
  return (
    <Section title={CUSTOMER_RECORDS_TEXTS.title} subheader={CUSTOMER_RECORDS_TEXTS.subheader}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {LISTS.map(({ resource, text }) => (
          <Button
            key={resource}
            variant="outlined"
            component={Link}
            to={filteredList(createPath({ resource, type: 'list' }), { userId: user.id })}
          >
            {text}
          </Button>
        ))}
      </Stack>
    </Section>
  );
}
