import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { THEME_STORAGE_KEY } from '@voosh/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { CurrencyProvider } from '../lib/currency/CurrencyProvider';
import { SessionProvider } from '../lib/session/SessionProvider';
import { ToastProvider } from '../lib/toast/ToastProvider';
import { AppRoutes } from './AppRoutes';
import { markColorScheme } from './markColorScheme';
import { queryClient } from './queryClient';
import { theme } from './theme';

markColorScheme();

export function App() {
  return (
    <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionProvider>
            <CurrencyProvider>
              <ToastProvider>
                <AppRoutes />
              </ToastProvider>
            </CurrencyProvider>
          </SessionProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
