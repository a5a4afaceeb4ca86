import { render, type RenderResult } from '@testing-library/react';
import { DEFAULT_SETTINGS, SESSION_STORAGE_KEY } from '@voosh/shared';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/app/App';
import { AppRoutes } from '../../src/app/AppRoutes';
import { createQueryClient } from '../../src/app/queryClient';
import type { StoredSession } from '../../src/lib/storedSession';

export const customerSession: StoredSession = { token: 'customer-token', user: { id: 7, email: 'owner@business.com', role: 'CUSTOMER' } };
export const adminSession: StoredSession = { token: 'admin-token', user: { id: 1, email: 'admin@voosh.test', role: 'ADMIN' } };

export function storeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Shows the current path (and query) so tests can assert where navigation led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The app's own providers around `children` (default: the app's routes) at `route`. */
export function renderApp(route = '/', children: ReactNode = <AppRoutes />): RenderResult {
  const Router = ({ children: routed }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>;
  return render(
    <AppProviders Router={Router} queryClient={createQueryClient()}>
      {children}
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </AppProviders>,
  );
}

/** The answer of GET /api/settings/public: a site out of maintenance without Google sign-in, the default retention periods, unless told. */
export const publicSettings = (
  settings: {
    maintenanceMode?: boolean;
    googleSignIn?: boolean;
    erasedRecordsRetentionYears?: number;
    webhookRetentionDays?: number;
    taxCharged?: boolean;
    pricesIncludeTax?: boolean;
  } = {},
) => ({
  'GET /api/settings/public': {
    body: {
      maintenanceMode: false,
      googleSignIn: false,
      erasedRecordsRetentionYears: DEFAULT_SETTINGS.erasedRecordsRetentionYears,
      webhookRetentionDays: DEFAULT_SETTINGS.webhookRetentionDays,
      taxCharged: false,
      pricesIncludeTax: false,
      ...settings,
    },
  },
});

const NO_CONTENT = 204;

type Answer = { status?: number; body?: unknown } | ((init: RequestInit | undefined) => { status?: number; body?: unknown });

/**
 * Replaces fetch with answers by "METHOD /path" (query ignored); anything else is a 404 `{error}`.
 * Returns the mock to inspect calls. A `throw` answer simulates a network failure.
 */
export function mockApi(answers: Record<string, Answer | 'network-error'> = {}): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const answer = answers[`${method} ${url.pathname}`];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const requestInit = request ? { method, body: await request.clone().text(), headers: request.headers } : init;
    const { status = 200, body = null } =
      answer === undefined ? { status: 404, body: { error: 'Not found' } } : typeof answer === 'function' ? answer(requestInit) : answer;
    // A 204 has no body (the Response constructor refuses one).
    return new Response(status === NO_CONTENT ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body of the first mocked call to METHOD path (undefined when there was none). */
export async function sentBody(mock: jest.Mock, method: string, path: string): Promise<unknown> {
  for (const [input, init] of mock.mock.calls as [RequestInfo | URL, RequestInit | undefined][]) {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), 'http://localhost');
    if (url.pathname === path && (request?.method ?? init?.method ?? 'GET').toUpperCase() === method) {
      return request ? request.clone().json() : JSON.parse(String(init?.body));
    }
  }
  return undefined;
}
