// The federation's look: a deep navy primary, a signal orange-red accent, firm headings and the
// system's own fonts (no network fonts). Light scheme only.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/** Deep navy, light to dark; shade 8 is the brand navy. */
const navy: MantineColorsTuple = [
  '#ecf0f8',
  '#d5ddee',
  '#a9badd',
  '#7a94cb',
  '#5475bc',
  '#3c61b2',
  '#2f55a8',
  '#234591',
  '#173571',
  '#0c2452',
];

/** Signal orange-red, the accent of calls to action and highlights; shade 6 is the brand accent. */
const signal: MantineColorsTuple = [
  '#fff0eb',
  '#ffdfd4',
  '#ffbba4',
  '#ff9471',
  '#ff7346',
  '#ff5e2b',
  '#ff521b',
  '#e4420e',
  '#cb3807',
  '#b12b00',
];

export const BRAND_NAVY = navy[8];
export const BRAND_SIGNAL = signal[6];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy, signal },
  white: '#ffffff',
  black: '#0e1726',
  fontFamily: systemFonts,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  headings: {
    fontFamily: systemFonts,
    fontWeight: '800',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.15' },
      h2: { fontSize: '1.5rem', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '2px', sm: '4px', md: '8px', lg: '12px', xl: '20px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
  shadows: {
    xs: '0 1px 2px rgba(12, 36, 82, 0.06)',
    sm: '0 1px 3px rgba(12, 36, 82, 0.08), 0 1px 2px rgba(12, 36, 82, 0.05)',
    md: '0 4px 12px rgba(12, 36, 82, 0.08), 0 2px 4px rgba(12, 36, 82, 0.05)',
  },
  components: {
    Button: { defaultProps: { fw: 700 } },
    Paper: { defaultProps: { radius: 'lg' } },
    Loader: { defaultProps: { color: 'navy' } },
    Anchor: { defaultProps: { c: 'navy.7', fw: 600 } },
    // Even lines instead of a lone word (or half of 'e-mail') on the last line of a heading.
    Title: { defaultProps: { textWrap: 'balance' } },
    // Every field (text, select, password, code) shows the focus ring of the buttons.
    Input: { classNames: { input: classes.input } },
    // The ✕ of dialogs, drawers and notifications is an icon only: screen readers need its name.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
});

/**
 * Colours kept at WCAG AA contrast (4.5:1) where Mantine's fall short (accessibility.e2e.test.ts): secondary
 * ("dimmed") text in a darker grey than Mantine's 3.3:1 one, and the teal light variant (success alerts and
 * badges) on its palest shade, under which its text reaches 4.7:1 instead of 4.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-teal-light-hover': 'var(--mantine-color-teal-1)',
  },
  dark: {},
});
