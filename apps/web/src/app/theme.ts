// The federation's look: a deep navy primary, a signal orange-red accent, firm headings and the
// system's own fonts (no network fonts). Light scheme only.
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';
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

/**
 * Mantine's palette `name` with its two text shades darkened to WCAG AA (4.5:1): shade 8 is the filled
 * background under white text and the colour of text and outlines (`c="green"`, outline badges) on white
 * and on the light grey of tables; shade 9 is the text of the light variant (badges, alerts, initials
 * avatars) on the palette's pale shade 1. Mantine's own shades reach only 2.4 to 4.4 here for these
 * palettes; the lighter shades are kept as they are.
 */
function readablePalette(name: string, shade8: string, shade9: string): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5, c6, c7] = DEFAULT_THEME.colors[name] as MantineColorsTuple;
  return [c0, c1, c2, c3, c4, c5, c6, c7, shade8, shade9];
}

/** Status and accent palettes at AA; theme.test.ts checks every palette of the theme. */
const readablePalettes = {
  red: readablePalette('red', '#dc2121', '#be2828'),
  orange: readablePalette('orange', '#c14a0a', '#b03b0c'),
  yellow: readablePalette('yellow', '#a35f00', '#994f00'),
  lime: readablePalette('lime', '#4c7e0b', '#456e0a'),
  green: readablePalette('green', '#268137', '#237133'),
  teal: readablePalette('teal', '#08815c', '#077151'),
  cyan: readablePalette('cyan', '#0b7b8d', '#0a6c7e'),
};

export const BRAND_NAVY = navy[8];
export const BRAND_SIGNAL = signal[6];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { ...readablePalettes, navy, signal },
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

/** Placeholder grey: 5.2:1 on white, 4.6:1 on the grey of a disabled field (Mantine's gray-5 is 2.1:1). */
export const PLACEHOLDER_GREY = '#676e76';

/**
 * Colours kept at WCAG AA contrast (4.5:1) where Mantine's fall short (the accessibility sweeps in e2e/):
 * secondary ("dimmed") text in a darker grey than Mantine's 3.3:1 one, placeholders (and the placeholder
 * text of file and select inputs) in PLACEHOLDER_GREY, and error messages in the red of text (shade 8)
 * instead of the paler shade 6 (3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': PLACEHOLDER_GREY,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
