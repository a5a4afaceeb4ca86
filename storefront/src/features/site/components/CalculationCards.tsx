import Alert from '@mui/material/Alert';
import type { PriceGuide } from '../../catalogue/api/types';
import { InfoCards } from '../../catalogue/components/InfoCards';
import { useCurrency } from '../../../lib/currency/useCurrency';
import { GuideSection } from './GuideSection';
import { useRangeText } from './useRangeText';

/** The three parts of a price: per node, complexity add-on, monthly support. */
export function CalculationCards({ guide }: { guide: PriceGuide }) {
  const { formatPrice } = useCurrency();
  const range = useRangeText();
  const parts = [
    {
      title: 'Per workflow node',
      value: formatPrice(guide.perNodeCents),
      text: 'Each step of your workflow (a trigger, an AI task, a message, an update) is one node.',
    },
    {
      title: 'Complexity add-on',
      value: range(guide.complexityAddOn),
      text: 'Added once per project for advanced logic, integrations and testing.',
    },
    {
      title: 'Monthly support',
      value: `${range(guide.monthlySupport)}/mo`,
      text: 'Hosting, monitoring, maintenance and support, every month.',
    },
  ];
  return (
    <GuideSection id="how-price-is-calculated" title="How Your Price Is Calculated">
      <InfoCards items={parts} />
      <Alert severity="info" sx={{ mt: 3 }}>
        Project price = number of nodes × {formatPrice(guide.perNodeCents)} + complexity add-on. The monthly plan is billed separately.
      </Alert>
    </GuideSection>
  );
}
