import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDataProvider } from 'react-admin';
import { reasonOf } from '../common/notifyFailure';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import type { ConsoleDataProvider } from '../data/dataProvider';
import { day, monthlyText, PLAN_TEXTS } from './planTexts';
import { RecordPlanPaymentButton } from './RecordPlanPaymentButton';

export const OVERDUE_QUERY_KEY = ['plan-charges', 'overdue'] as const;

/** The invoice plans' months still open past their due date, oldest first, each to record as paid. */
export function OverdueCharges() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const {
    data: charges,
    error,
    isPending,
  } = useConsoleQuery(OVERDUE_QUERY_KEY, async () => (await dataProvider.getOverduePlanCharges()).data, PLAN_TEXTS.overdueFailed);
  return (
    <Section title={PLAN_TEXTS.overdueTitle}>
      {isPending && <Skeleton height={48} />}
      {error && <Alert severity="error">{`${PLAN_TEXTS.overdueFailed}: ${reasonOf(error)}`}</Alert>}
      {charges?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {PLAN_TEXTS.overdueNone}
        </Typography>
      )}
      {charges && charges.length > 0 && (
        <List dense aria-label={PLAN_TEXTS.overdueTitle}>
          {charges.map((charge) => (
            <ListItem key={charge.id} divider disableGutters secondaryAction={<RecordPlanPaymentButton charge={charge} />}>
              <ListItemText
                primary={
                  <RecordLink
                    resource="plans"
                    id={charge.planId}
                    type="show"
                  >{`Plan #${charge.planId}: ${day(charge.periodStart)} to ${day(charge.periodEnd)}`}</RecordLink>
                }
                secondary={`${monthlyText(charge.amountUsdCents, charge.amountMinor, charge.currency)}, due ${day(charge.dueAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
