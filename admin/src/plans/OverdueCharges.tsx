import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { reasonOf } from '../common/notifyFailure';
import { RecordLink } from '../common/RecordLink';
import { Section } from '../common/Section';
import { useConsoleQuery } from '../common/useConsoleQuery';
import { day, monthlyText, PLAN_TEXTS } from './planTexts';
import { getOverduePlanCharges } from './plansApi';
import { RecordPlanPaymentButton } from './RecordPlanPaymentButton';

export const OVERDUE_QUERY_KEY = ['plan-charges', 'overdue'] as const;
/** The oldest overdue months listed here; the plan list's overdue filter finds every one. */
const OVERDUE_SHOWN = 10;

/**
 * The invoice plans' oldest months still open past their due date, each to record as paid, how
 * many there are in all, and the plan list filtered to their plans.
 */
export function OverdueCharges() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { data, error, isPending } = useConsoleQuery(
    OVERDUE_QUERY_KEY,
    () => getOverduePlanCharges(OVERDUE_SHOWN),
    PLAN_TEXTS.overdueFailed,
  );
  const charges = data?.data;
  return (
    <Section title={PLAN_TEXTS.overdueTitle}>
      {isPending && <Skeleton height={48} />}
      {error && <Alert severity="error">{`${PLAN_TEXTS.overdueFailed}: ${reasonOf(error)}`}</Alert>}
      {charges?.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {PLAN_TEXTS.overdueNone}
        </Typography>
      )}
      {data && data.total > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {data.total > data.data.length && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {PLAN_TEXTS.overdueOldest(data.data.length, data.total)}
            </Typography>
          )}
          <Button size="small" onClick={() => setFilters({ ...filterValues, overdue: true }, { ...displayedFilters, overdue: true })}>
            {PLAN_TEXTS.showOverduePlans}
          </Button>
        </Stack>
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
