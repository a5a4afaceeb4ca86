import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type AuthProvider, type DataProvider, defaultI18nProvider, memoryStore, testDataProvider } from 'react-admin';

/** No retries, and no garbage-collection timers left behind to keep Jest's worker alive. */
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } } });

/** An auth provider whose signed-in admin is `identity`. */
const signedInAs = (identity: { id: number; fullName: string }): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => identity,
  getPermissions: async () => 'ADMIN',
});

/**
 * Renders a console component inside react-admin's contexts (query client, store, theme,
 * English translations, notifications) with a data provider of the test's own, signed in as
 * `identity` when given. With `at`, inside a memory router at that path (e.g. '/api-keys/create'),
 * for a component that navigates: react-admin's own hash router cannot navigate in jsdom.
 */
export function renderInAdmin(
  ui: ReactElement,
  dataProvider: Partial<DataProvider> = {},
  identity?: { id: number; fullName: string },
  { at }: { at?: string } = {},
) {
  const admin = (
    <AdminContext
      authProvider={identity && signedInAs(identity)}
      dataProvider={testDataProvider(dataProvider)}
      store={memoryStore()}
      i18nProvider={defaultI18nProvider}
      queryClient={testQueryClient()}
    >
      {ui}
    </AdminContext>
  );
  return render(at === undefined ? admin : <MemoryRouter initialEntries={[at]}>{admin}</MemoryRouter>);
}
