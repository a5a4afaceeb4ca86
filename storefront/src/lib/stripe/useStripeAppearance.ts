import { type CssVarsTheme, useColorScheme, useTheme } from '@mui/material/styles';
import type { Appearance } from '@stripe/stripe-js';
import { useMemo } from 'react';

/** Stripe's Payment Element styled like the app, in the active light or dark theme. */
export function useStripeAppearance(): Appearance {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const scheme = (mode === 'system' ? systemMode : mode) === 'dark' ? 'dark' : 'light';
  return useMemo(() => {
    // The app's theme has both colour schemes (cssVariables); Stripe's frame needs plain colours.
    const palette = (theme as Partial<Pick<CssVarsTheme, 'colorSchemes'>>).colorSchemes?.[scheme]?.palette ?? theme.palette;
    return {
      theme: scheme === 'dark' ? 'night' : 'stripe',
      variables: {
        colorPrimary: palette.primary.main,
        colorBackground: palette.background.paper,
        colorText: palette.text.primary,
        colorDanger: palette.error.main,
        fontFamily: theme.typography.fontFamily,
        borderRadius: `${theme.shape.borderRadius}px`,
      },
    };
  }, [scheme, theme]);
}
