import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default themes in the storefront's purple "Enterprise" colours. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#6D28D9' },
    secondary: { main: '#A21CAF' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#A78BFA' },
    secondary: { main: '#E879F9' },
  },
};
