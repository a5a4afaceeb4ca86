import Paper from '@mui/material/Paper';
import { DemoRequestForm } from '../../demo-request/components/DemoRequestForm';
import { SECTION_IDS } from '../sectionIds';
import { HomeSection } from './HomeSection';

const DEMO_SUCCESS_TITLE = 'Demo Requested!';

/** The demo request form (anchor id contact). */
export function ContactSection() {
  return (
    <HomeSection
      id={SECTION_IDS.contact}
      title="Book a Demo"
      subtitle="Tell us where your business slows down. We'll show you how automation can speed it up, in a free virtual consultation."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 820, mx: 'auto' }}>
        <DemoRequestForm submitLabel="Book My Demo" successTitle={DEMO_SUCCESS_TITLE} idPrefix="home-demo" />
      </Paper>
    </HomeSection>
  );
}
