import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { THEME_STORAGE_KEY } from '@voosh/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { CurrencyProvider } from '../features/currency/CurrencyProvider';
import { SessionProvider } from '../features/session/SessionProvider';
import { ToastProvider } from '../features/toast/ToastProvider';
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
