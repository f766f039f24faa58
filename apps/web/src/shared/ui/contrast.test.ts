import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1), either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow('Not a #rrggbb colour');
  });
});
