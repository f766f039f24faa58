// The §3 badge colours, exactly, and text on each that passes WCAG AA.
import { WSK_ID_STATUS_COLOURS, wskIdStatuses } from '@portal/contract/constants';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../shared/ui/contrast';
import { DARK_TEXT, statusColours } from './status-colours';

describe('status colours', () => {
  it('uses the §3 colours exactly', () => {
    expect(statusColours('initial').background).toBe('#D7DBD9');
    expect(statusColours('matched').background).toBe('#3DCD63');
    expect(statusColours('ready_to_be_matched').background).toBe('#FFB800');
    expect(statusColours('no_match_found').background).toBe('#FF2E00');
  });

  it('puts dark ink on every badge (white on the red would be 3.7:1, below AA)', () => {
    for (const status of wskIdStatuses) expect(statusColours(status).text).toBe(DARK_TEXT);
    expect(contrastRatio(WSK_ID_STATUS_COLOURS.no_match_found, '#ffffff')).toBeLessThan(4.5);
  });

  it.each(wskIdStatuses)('reads at WCAG AA (4.5:1) on the %s badge', (status) => {
    const { background, text } = statusColours(status);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
