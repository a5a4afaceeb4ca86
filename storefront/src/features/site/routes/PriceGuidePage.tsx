import { usePriceGuide } from '../../catalogue/api/usePriceGuide';
import { PricesTaxNote } from '../../../components/PricesTaxNote';
import { LoadError } from '../../../components/LoadError';
import { PublicPage } from '../../../components/PublicPage';
import { PageLoading } from '../../../components/PageLoading';
import { CalculationCards } from '../components/CalculationCards';
import { ExampleCards } from '../components/ExampleCards';
import { OtherArmRanges } from '../components/OtherArmRanges';
import { WhyFair } from '../components/WhyFair';

const PRICE_GUIDE_TITLE = 'Price Guide';
const PRICE_GUIDE_INTRO =
  'Every automation is a workflow made of steps, called nodes. Your price follows the number of nodes and how complex they are, and a monthly plan keeps it running.';

/** /pricing-plans: how a price is calculated, worked examples, other arms' ranges, why it is fair. */
export function PriceGuidePage() {
  const { data: guide, error, isPending } = usePriceGuide();
  return (
    <PublicPage title={PRICE_GUIDE_TITLE} intro={PRICE_GUIDE_INTRO}>
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <>
          <CalculationCards guide={guide} />
          <PricesTaxNote sx={{ mt: 2 }} />
          <ExampleCards examples={guide.examples} />
          <OtherArmRanges ranges={guide.otherArmRanges} />
          <WhyFair reasons={guide.whyFair} />
        </>
      )}
    </PublicPage>
  );
}
