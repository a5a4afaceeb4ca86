import { createTheme } from '@mui/material/styles';

/** A field being typed into: focused, or holding text (its blank placeholder no longer shown). */
const TYPED_INTO = ['input:focus', 'input:not(:placeholder-shown)', 'textarea:focus', 'textarea:not(:placeholder-shown)'];

/**
 * On a server-rendered page, until the app runs, MUI cannot know a field is focused or filled: its
 * label would stay over the text typed. These rules move an outlined field's label up, and open
 * the outline's notch for it, as MUI does once it knows (its label then says `data-shrink="true"`).
 */
const LABEL_ABOVE_TEXT_BEFORE_THE_APP_RUNS = Object.fromEntries(
  TYPED_INTO.flatMap((field) => [
    [
      `&:has(${field}) > .MuiInputLabel-outlined[data-shrink="false"]`,
      { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
    ],
    [
      `&:has(${field}) > .MuiInputLabel-outlined[data-shrink="false"] + .MuiOutlinedInput-root > .MuiOutlinedInput-notchedOutline > legend`,
      { maxWidth: '100%' },
    ],
  ]),
);

/**
 * The purple "Enterprise" look, light and dark. Until the user picks a mode the system
 * preference applies; the active scheme is marked on <html> with the class `light` or `dark`.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#6D28D9', light: '#8B5CF6', dark: '#4C1D95', contrastText: '#FFFFFF' },
        secondary: { main: '#A21CAF', light: '#C026D3', dark: '#701A75', contrastText: '#FFFFFF' },
        background: { default: '#F8F6FE', paper: '#FFFFFF' },
        text: { primary: '#1C1530', secondary: '#564E6B' },
        divider: 'rgba(76, 29, 149, 0.12)',
      },
    },
    dark: {
      palette: {
        primary: { main: '#A78BFA', light: '#C4B5FD', dark: '#7C3AED', contrastText: '#160B2E' },
        secondary: { main: '#E879F9', light: '#F0ABFC', dark: '#C026D3', contrastText: '#160B2E' },
        // Lighter than MUI's dark red, with dark text on it: a "destructive" badge reads at 4.5:1 or more.
        error: { main: '#F87171', light: '#FCA5A5', dark: '#DC2626', contrastText: '#160B2E' },
        background: { default: '#0E0A1A', paper: '#171126' },
        text: { primary: '#EEEAFB', secondary: '#B4ABCB' },
        divider: 'rgba(196, 181, 253, 0.16)',
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 700, letterSpacing: '-0.01em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: {
      styleOverrides: {
        // A frosted bar over the page in either scheme.
        colorInherit: ({ theme }) => ({
          backgroundColor: `rgba(${theme.vars.palette.background.defaultChannel} / 0.85)`,
          backdropFilter: 'blur(12px)',
        }),
      },
    },
    MuiButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 10,
          // A disabled button ("Coming Soon") stays legible: secondary text, at least 4.5:1 (WCAG AA) on its background.
          '&.Mui-disabled': { color: theme.vars.palette.text.secondary },
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundImage: `linear-gradient(135deg, ${theme.vars.palette.primary.main}, ${theme.vars.palette.secondary.main})`,
                // Disabled, it is a plain grey button: no purple gradient under the grey text.
                '&.Mui-disabled': { backgroundImage: 'none' },
              },
            },
          ],
        }),
      },
    },
    MuiPaper: {
      styleOverrides: {
        outlined: ({ theme }) => ({ borderColor: theme.vars.palette.divider }),
      },
    },
    MuiTextField: {
      // A placeholder, invisible (MUI hides it until the label moves up, and it is blank), lets CSS
      // tell an empty field from a filled one before the app runs (below).
      defaultProps: { placeholder: ' ' },
      styleOverrides: { root: LABEL_ABOVE_TEXT_BEFORE_THE_APP_RUNS },
    },
    MuiDrawer: {
      styleOverrides: {
        paper: ({ theme }) => ({ backgroundColor: theme.vars.palette.background.paper, backgroundImage: 'none' }),
      },
    },
  },
});
