import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SHELL_ANSWERS_ELEMENT_ID } from '@voosh/shared';
import { currencyKeys } from './currency/api/currencyKeys';
import { readJsonScript } from './jsonScript';
import { PUBLIC_SETTINGS_KEY } from './publicSettings';

/**
 * The public reads the app's shell makes on every page, whoever is signed in: the site settings
 * (maintenance, Google sign-in) and the exchange rates the prices are shown in. The page the
 * server sends a signed-in browser carries their answers (SHELL_ANSWERS_ELEMENT_ID, by path), so
 * the app starts with them instead of reading them again before its first paint.
 */
export const SHELL_READS: { path: string; key: QueryKey }[] = [
  { path: '/api/settings/public', key: PUBLIC_SETTINGS_KEY },
  { path: '/api/currency/rates', key: currencyKeys.rates },
];

/** Puts the shell's answers the page carries (when it carries them) into `client`, as its queries would have. */
export function seedShellAnswers(client: QueryClient, page: Pick<Document, 'getElementById'> = document): void {
  // None, or unreadable: the app reads them itself.
  const answers = readJsonScript<Record<string, unknown>>(SHELL_ANSWERS_ELEMENT_ID, page);
  if (!answers) return;
  for (const { path, key } of SHELL_READS) {
    if (answers[path] !== undefined) client.setQueryData(key, answers[path]);
  }
}
