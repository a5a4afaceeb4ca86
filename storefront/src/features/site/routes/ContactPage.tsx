import Email from '@mui/icons-material/Email';
import Phone from '@mui/icons-material/Phone';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@voosh/shared';
import type { ReactNode } from 'react';
import { PublicPage } from '../../../components/PublicPage';
import { DemoRequestForm } from '../../demo-request/components/DemoRequestForm';
import { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_RESPONSE_PROMISE } from '../contactDetails';

const CONTACT_TITLE = 'Contact Us';

/** /contact: phone and e-mail cards, and the consultation form (posted as a demo request). */
export function ContactPage() {
  return (
    <PublicPage
      title={CONTACT_TITLE}
      intro="Ready to speed up your business? Schedule a free consultation and we will map out where automation saves you the most time."
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <ContactCard icon={<Phone color="primary" />} title="Phone">
              <Link href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>{CONTACT_PHONE}</Link>
            </ContactCard>
            <ContactCard icon={<Email color="primary" />} title="Email">
              <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
            </ContactCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" component="section" aria-labelledby="consultation-title" sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography id="consultation-title" variant="h5" component="h2" sx={{ mb: 3 }}>
              Schedule a Consultation
            </Typography>
            <DemoRequestForm submitLabel="Schedule Consultation" successTitle={MESSAGES.demoScheduledTitle} idPrefix="consultation" />
          </Paper>
        </Grid>
      </Grid>
    </PublicPage>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {icon}
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {children}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {CONTACT_RESPONSE_PROMISE}
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
