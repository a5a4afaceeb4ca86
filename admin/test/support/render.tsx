import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, type DataProvider, defaultI18nProvider, memoryStore, testDataProvider } from 'react-admin';

/** No retries, and no garbage-collection timers left behind to keep Jest's worker alive. */
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } } });

/**
 * Renders a console component inside react-admin's contexts (query client, store, theme,
 * English translations, notifications) with a data provider of the test's own.
 */
export function renderInAdmin(ui: ReactElement, dataProvider: Partial<DataProvider> = {}) {
  return render(
    <AdminContext
      dataProvider={testDataProvider(dataProvider)}
      store={memoryStore()}
      i18nProvider={defaultI18nProvider}
      queryClient={testQueryClient()}
    >
      {ui}
    </AdminContext>,
  );
}
