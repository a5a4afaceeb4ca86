import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PricesTaxNote } from '../../../components/PricesTaxNote';
import { useProfile } from '../../profile/api/useProfile';

export const TAX_NOTICE_TEXTS = {
  setCountry: 'Set your billing country',
  setCountryRest: 'in your Profile so that tax is worked out for where you are billed.',
} as const;

/**
 * Under the cart's totals, once the vendor charges tax: whether the prices include it, and, while
 * the customer has not said where they are billed, where to say so (never required to submit).
 */
export function TaxNotice() {
  return (
    <PricesTaxNote>
      <BillingCountryPrompt />
    </PricesTaxNote>
  );
}

/** The link to the profile while no billing country is set; the profile is read only once tax is charged. */
function BillingCountryPrompt() {
  const { data: profile } = useProfile();
  if (profile?.billingCountry !== null) return null;
  return (
    <>
      {' '}
      <Link component={RouterLink} to="/customer/profile">
        {TAX_NOTICE_TEXTS.setCountry}
      </Link>{' '}
      {TAX_NOTICE_TEXTS.setCountryRest}
    </>
  );
}
