import { CheckList } from '../../catalogue/components/IncludesList';
import { GuideSection } from './GuideSection';

const WHY_FAIR_TITLE = 'Why this pricing is fair';

export function WhyFair({ reasons }: { reasons: readonly string[] }) {
  return (
    <GuideSection id="why-fair" title={WHY_FAIR_TITLE}>
      <CheckList items={reasons} />
    </GuideSection>
  );
}
