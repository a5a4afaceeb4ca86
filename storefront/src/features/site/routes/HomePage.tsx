import Box from '@mui/material/Box';
import { BRAND } from '@voosh/shared';
import { useArms } from '../../catalogue/api/useArms';
import { usePrebuiltPackages } from '../../catalogue/api/usePrebuiltPackages';
import { useTiers } from '../../catalogue/api/useTiers';
import { AboutSection } from '../components/AboutSection';
import { ArmsSection } from '../components/ArmsSection';
import { ContactSection } from '../components/ContactSection';
import { Footer } from '../components/Footer';
import { Hero } from '../components/Hero';
import { PackagesCarousel } from '../components/PackagesCarousel';
import { TiersSection } from '../components/TiersSection';
import { HERO_TAGLINE } from '../heroContent';
import { useSessionScrollRestore } from '../useSessionScrollRestore';
import { HydratedApart } from '../../../lib/pageCommitted';

const HOME_SCROLL_KEY = 'voosh.home.scrollY';

/**
 * Home: hero, arms (#services), tiers (#tiers), packages, demo form (#contact), vision (#about),
 * footer. The sections below the hero hydrate apart, each in a short task of its own.
 */
export function HomePage() {
  // The sections' own queries (shared cache): the position is restored once their content is laid out.
  const loaded = [useArms(), useTiers(), usePrebuiltPackages()].every((query) => !query.isPending);
  useSessionScrollRestore(HOME_SCROLL_KEY, loaded);
  return (
    <>
      <title>{`${BRAND} | ${HERO_TAGLINE}`}</title>
      <Box component="main">
        <Hero />
        <HydratedApart>
          <ArmsSection />
          <TiersSection />
          <PackagesCarousel />
          <ContactSection />
          <AboutSection />
        </HydratedApart>
      </Box>
      <HydratedApart>
        <Footer />
      </HydratedApart>
    </>
  );
}
