import Paper from '@mui/material/Paper';
import { lazy } from 'react';
import { RenderWhenNear } from '../../../components/RenderWhenNear';
import { SECTION_IDS } from '../sectionIds';
import { HomeSection } from './HomeSection';

const DEMO_SUCCESS_TITLE = 'Demo Requested!';
/** The form's rendered height (measured in Chromium: 615 px on a phone, 399 px from md up), held while it loads. */
const FORM_HEIGHT = { xs: 615, md: 399 };

// Below the fold: the form and its inputs load as the visitor nears them, not with the home page.
const DemoRequestForm = lazy(() =>
  import('../../demo-request/components/DemoRequestForm').then((module) => ({ default: module.DemoRequestForm })),
);

/** The demo request form (anchor id contact). */
export function ContactSection() {
  return (
    <HomeSection
      id={SECTION_IDS.contact}
      title="Book a Demo"
      subtitle="Tell us where your business slows down. We'll show you how automation can speed it up, in a free virtual consultation."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 820, mx: 'auto' }}>
        <RenderWhenNear minHeight={FORM_HEIGHT}>
          <DemoRequestForm submitLabel="Book My Demo" successTitle={DEMO_SUCCESS_TITLE} idPrefix="home-demo" />
        </RenderWhenNear>
      </Paper>
    </HomeSection>
  );
}
