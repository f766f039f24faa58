import { REGISTRATION_WINDOW } from '@portal/contract/constants';
import { WINDOW_PHASES } from '@portal/contract/registration-window';
import { describe, expect, it } from 'vitest';
import { formatFee, outcomeMessage, PHASE_COLORS, phaseLabel } from './phase';

describe('phase badge', () => {
  it('names each phase, the reduction period with its last day', () => {
    const reduction_ends_on = '2026-05-31';
    expect(phaseLabel({ phase: WINDOW_PHASES.NOT_OPEN_YET, reduction_ends_on })).toBe('Not open yet');
    expect(phaseLabel({ phase: WINDOW_PHASES.REDUCTION_PERIOD, reduction_ends_on })).toBe(
      'Reduced fee until 31/05/2026',
    );
    expect(phaseLabel({ phase: WINDOW_PHASES.OPEN, reduction_ends_on })).toBe('Open');
    expect(phaseLabel({ phase: WINDOW_PHASES.CLOSED, reduction_ends_on: null })).toBe('Closed');
  });

  it('has a colour for every phase', () => {
    for (const phase of Object.values(WINDOW_PHASES)) expect(PHASE_COLORS[phase]).toBeTruthy();
  });

  it('gives the §8 message of each outcome and none while open', () => {
    expect(outcomeMessage(REGISTRATION_WINDOW.NOT_OPENED_YET)).toBe('Registration is not open yet');
    expect(outcomeMessage(REGISTRATION_WINDOW.CLOSED)).toBe('Registration is closed');
    expect(outcomeMessage(REGISTRATION_WINDOW.REDUCTION_PERIOD_CLOSED)).toBe('Reduction Period is closed');
    expect(outcomeMessage(null)).toBeNull();
  });
});

describe('fees in the event currency (en-US)', () => {
  it('formats decimal strings exactly, without going through floats', () => {
    expect(formatFee('0.10', 'USD')).toBe('$0.10');
    expect(formatFee('0.1', 'USD')).toBe('$0.10');
    expect(formatFee('120.00', 'EUR')).toBe('€120.00');
    expect(formatFee('120', 'CHF')).toBe('CHF\u00a0120.00');
    // 0.1 + 0.2 style rounding and precision loss of large amounts do not show.
    expect(formatFee('999999999.99', 'USD')).toBe('$999,999,999.99');
    expect(formatFee('1500', 'JPY')).toBe('¥1,500');
  });

  it('says so when a kind pays nothing', () => {
    expect(formatFee(null, 'EUR')).toBe('No fee');
  });
});
