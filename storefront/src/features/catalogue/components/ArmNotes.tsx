import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CUSTOM_QUOTE_RESPONSE_HOURS, PACKAGE_DISCOUNT_PERCENT } from '@voosh/shared';
import { InfoCards } from './InfoCards';

const CUSTOM_PRICING_BANNER = `Custom pricing needs a consultation: request a quote and an agent will contact you within ${CUSTOM_QUOTE_RESPONSE_HOURS} hours, with no upfront costs.`;

/** The custom arm's info banner. */
export function CustomArmBanner() {
  return (
    <Alert severity="info" sx={{ mb: 4 }}>
      {CUSTOM_PRICING_BANNER}
    </Alert>
  );
}

const PACKAGE_SELLING_POINTS = [
  { title: `${PACKAGE_DISCOUNT_PERCENT}% Savings`, text: 'Every complete package costs less than buying its tools one by one.' },
  { title: 'Integrated Workflow', text: "An arm's tools are set up to work together from day one." },
  { title: 'Priority Support', text: 'Package customers go to the front of the support queue.' },
];

/** The packages arm's selling points (under the arm's h1, before its products' h2). */
export function PackageSellingPoints() {
  return (
    <Box sx={{ mb: 4 }}>
      <InfoCards items={PACKAGE_SELLING_POINTS} headingLevel="h2" />
    </Box>
  );
}
