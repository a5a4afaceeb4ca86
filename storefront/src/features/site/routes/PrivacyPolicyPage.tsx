import { LegalPage } from '../components/LegalPage';
import { PRIVACY_POLICY } from '../privacyContent';

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
