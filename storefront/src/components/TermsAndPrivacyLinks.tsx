import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** '{lead} {terms} and Privacy Policy.': the links to /terms-of-service and /privacy-policy in a line of text. */
export function TermsAndPrivacyLinks({ lead, terms, ...typography }: { lead: string; terms: string } & TypographyProps) {
  return (
    <Typography {...typography}>
      {lead}{' '}
      <Link component={RouterLink} to="/terms-of-service" underline="always">
        {terms}
      </Link>{' '}
      and{' '}
      <Link component={RouterLink} to="/privacy-policy" underline="always">
        Privacy Policy
      </Link>
      .
    </Typography>
  );
}
