// The theme's colours read at WCAG AA (4.5:1) wherever Mantine puts text in them.
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../shared/ui/contrast';
import { PLACEHOLDER_GREY, theme } from './theme';

const WHITE = '#ffffff';
/** The light grey of striped table rows and disabled fields. */
const GREY_0 = DEFAULT_THEME.colors.gray[0];
const palettes = Object.entries({ ...DEFAULT_THEME.colors, ...theme.colors });

describe('theme colours', () => {
  it.each(palettes)(
    '%s: filled (shade 8) carries white text and reads as text on white and grey',
    (_, colours) => {
      const filled = colours?.[8] ?? '';
      expect(contrastRatio(filled, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(filled, GREY_0)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it.each(palettes)('%s: the light variant’s text (shade 9) reads on its pale shade 1', (_, colours) => {
    expect(contrastRatio(colours?.[9] ?? '', colours?.[1] ?? '')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('keeps placeholders readable on white and on a disabled field', () => {
    expect(contrastRatio(PLACEHOLDER_GREY, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(PLACEHOLDER_GREY, GREY_0)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
