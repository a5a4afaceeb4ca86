import { LegalPage } from '../components/LegalPage';
import { TERMS } from '../termsContent';

/** /terms-of-service: the Terms and Conditions with the Data Processing Addendum. */
export function TermsPage() {
  return <LegalPage document={TERMS} />;
}
