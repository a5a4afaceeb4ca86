import { COMING_SOON } from '@voosh/shared';
import { TierCards } from './TierCards';
import { SECTION_IDS } from '../sectionIds';
import { HomeSection } from './HomeSection';

/** The monthly tiers (anchor id tiers), all Coming Soon. */
export function TiersSection() {
  return (
    <HomeSection
      id={SECTION_IDS.tiers}
      title="Choose Your Level"
      subtitle={`Monthly plans for every stage of your business: ${COMING_SOON}.`}
      tinted
    >
      <TierCards />
    </HomeSection>
  );
}
