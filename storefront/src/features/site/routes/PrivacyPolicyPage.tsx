import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PublicPage } from '../../../components/PublicPage';
import { usePublicSettingsQuery } from '../../../lib/publicSettings';
import { LegalPage } from '../components/LegalPage';
import { PRIVACY_POLICY_TITLE, privacyPolicy } from '../privacyContent';

/** /privacy-policy, with the retention periods of the settings in force (never their defaults). */
export function PrivacyPolicyPage() {
  const { data: settings, error } = usePublicSettingsQuery();
  if (settings) return <LegalPage document={privacyPolicy(settings)} />;
  return <PublicPage title={PRIVACY_POLICY_TITLE}>{error ? <LoadError error={error} /> : <PageLoading />}</PublicPage>;
}
