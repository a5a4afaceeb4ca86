const DEFAULT_NAME = 'User';

/** The dashboard greeting's name: the first name, else the e-mail before the @, else 'User'. */
export function welcomeName(firstName: string | null | undefined, email: string | null | undefined): string {
  return firstName?.trim() || email?.split('@')[0]?.trim() || DEFAULT_NAME;
}
