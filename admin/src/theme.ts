import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default themes in the storefront's purple "Enterprise" colours. Status colours
 * are darker (light theme) or lighter (dark theme) than MUI's defaults so that chip texts and
 * buttons keep a 4.5:1 contrast (WCAG AA), which MUI's warning and info blues do not.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#6D28D9' },
    secondary: { main: '#A21CAF' },
    success: { main: '#15803D' },
    warning: { main: '#B45309' },
    info: { main: '#0369A1' },
    error: { main: '#B91C1C' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#A78BFA' },
    secondary: { main: '#E879F9' },
    success: { main: '#4ADE80' },
    warning: { main: '#FBBF24' },
    info: { main: '#38BDF8' },
    error: { main: '#F87171' },
  },
};
