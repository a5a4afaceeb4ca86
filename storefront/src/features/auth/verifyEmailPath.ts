/** /verify-email for an address; `fromLogin` when a sign-in attempt sent the user there. */
export function verifyEmailPath(email: string, fromLogin = false): string {
  const query = new URLSearchParams({ email });
  if (fromLogin) query.set('fromLogin', 'true');
  return `/verify-email?${query.toString()}`;
}
