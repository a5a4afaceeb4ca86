/** The public site settings' React Query keys. */
export const settingsKeys = {
  public: ['settings', 'public'] as const,
};
