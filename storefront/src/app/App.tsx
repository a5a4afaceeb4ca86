import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { THEME_STORAGE_KEY, type CurrencyCode } from '@voosh/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { CurrencyProvider } from '../lib/currency/CurrencyProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import type { StoredSession } from '../lib/storedSession';
import { ToastProvider } from '../lib/toast/ToastProvider';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';

export interface AppProvidersProps {
  /** The browser's router, or on the server a static one at the address being rendered. */
  Router: ComponentType<{ children: ReactNode }>;
  queryClient: QueryClient;
  /** The display currency to start in (the server renders in the one the visitor's cookie names). */
  initialCurrency?: CurrencyCode;
  /** The session to start with (none on the server); read from storage when not given. */
  initialSession?: StoredSession | null;
  children: ReactNode;
}

/** Everything around the storefront's routes: theme, data, router, session, currency and toasts. */
export function AppProviders({ Router, queryClient, initialCurrency, initialSession, children }: AppProvidersProps) {
  return (
    // noSsr: the stored theme is read as the app starts, not set again once hydrated. That second
    // render changed the theme's context above the parts of the page still to hydrate, which made
    // React hydrate them all at once, in one long task. COLOR_SCHEME_SCRIPT marks the stored theme
    // before the page paints; the toggle, whose markup the server cannot know, follows it once hydrated.
    <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} disableTransitionOnChange noSsr>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <Router>
          <SessionProvider initialSession={initialSession}>
            <CurrencyProvider initialCurrency={initialCurrency}>
              <ToastProvider>{children}</ToastProvider>
            </CurrencyProvider>
          </SessionProvider>
        </Router>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** The storefront: every route inside the app's providers. */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  );
}
