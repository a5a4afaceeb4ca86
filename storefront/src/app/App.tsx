import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { queryClient } from './queryClient';
import { THEME_STORAGE_KEY, theme } from './theme';

export function App() {
  return (
    <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
