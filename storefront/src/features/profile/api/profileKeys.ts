/** The profile screen's React Query keys. */
export const profileKeys = {
  profile: ['profile'] as const,
  account: ['account'] as const,
  twoFactor: ['two-factor'] as const,
  googleLink: ['google-link'] as const,
};
