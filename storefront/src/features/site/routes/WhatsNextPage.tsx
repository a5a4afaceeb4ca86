import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEPOSIT_PERCENT, FINAL_PERCENT } from '@voosh/shared';
import { Link as RouterLink } from 'react-router-dom';
import { InfoCards } from '../../catalogue/components/InfoCards';
import { PublicPage } from '../../../components/PublicPage';
import { TermsAndPrivacyLinks } from '../../../components/TermsAndPrivacyLinks';
import { GuideSection } from '../components/GuideSection';
import { StatusGlossary } from '../components/StatusGlossary';

const WHATS_NEXT_TITLE = "What's Next?";

const PRICING_CONSIDERATIONS = [
  {
    title: 'Complexity',
    text: 'The number of workflow steps (nodes) and how advanced they are: AI decisions, branching and integrations take more design and testing.',
  },
  { title: 'Storage', text: 'How much data your automation keeps (documents, records, history) and for how long affects hosting costs.' },
  {
    title: 'Implementation: cloud vs local',
    text: 'Hosted in our cloud, your solution is running quickly with maintenance included. Installed on your own servers, it needs set-up and access to your systems, which can change the price.',
  },
];

const PAYMENT_STEPS = [
  { title: `${DEPOSIT_PERCENT}% deposit`, text: 'Once your request is approved, you pay half of the project price to start the work.' },
  { title: `${FINAL_PERCENT}% final payment`, text: 'When your solution is delivered and working, you pay the balance.' },
  { title: 'Monthly plan', text: 'From delivery, the monthly plan covers hosting, maintenance and support, billed in advance.' },
];

/** /whats-next: why there is no instant checkout, and what happens after a purchase request. */
export function WhatsNextPage() {
  return (
    <PublicPage
      title={WHATS_NEXT_TITLE}
      intro="Every business is different, so we do not charge you before we understand what you need. Here is what happens after you request a product."
    >
      <GuideSection id="virtual-consultation" title="1. A Virtual Consultation">
        <Typography>
          After you submit a request, our team reviews it and contacts you to schedule a free virtual consultation. Together we map the
          process you want to automate, confirm the scope and agree a final price, with no obligation.
        </Typography>
      </GuideSection>

      <GuideSection id="pricing-considerations" title="2. Pricing Considerations">
        <InfoCards items={PRICING_CONSIDERATIONS} />
        <Typography sx={{ mt: 2 }}>
          See how prices are built in our{' '}
          <Link component={RouterLink} to="/pricing-plans" underline="always">
            Price Guide
          </Link>
          .
        </Typography>
      </GuideSection>

      <GuideSection id="payment-process" title="3. The Payment Process">
        <InfoCards items={PAYMENT_STEPS} />
      </GuideSection>

      <GuideSection id="status-glossary" title="4. Order Statuses">
        <StatusGlossary />
      </GuideSection>

      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Ready to start?
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/customer/browse" variant="contained">
            Browse Products
          </Button>
          <Button component={RouterLink} to="/contact" variant="outlined">
            Contact Us
          </Button>
        </Stack>
        <TermsAndPrivacyLinks lead="Read our" terms="Terms and Conditions" variant="body2" color="text.secondary" sx={{ mt: 2 }} />
      </Paper>
    </PublicPage>
  );
}
