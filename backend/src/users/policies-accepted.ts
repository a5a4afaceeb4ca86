import { POLICIES_VERSION } from '@voosh/shared';

/** What a sign-up records of its holder's consent: the version of the terms and privacy policy in force, and when. */
export const policiesAccepted = () => ({ termsVersion: POLICIES_VERSION, termsAcceptedAt: new Date() });
