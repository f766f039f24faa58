import { describe, expect, it } from 'vitest';
import { checkTime, eventDates, federationLine, roleLine } from './credential-display';

describe('credential display', () => {
  it('writes the event dates as DD/MM/YYYY, one date for a one-day event', () => {
    expect(eventDates('2026-07-01', '2026-07-05')).toBe('01/07/2026 – 05/07/2026');
    expect(eventDates('2026-07-01', '2026-07-01')).toBe('01/07/2026');
  });

  it('adds the function to the role only when there is one', () => {
    expect(roleLine('National technical official', 'Team leader')).toBe(
      'National technical official · Team leader',
    );
    expect(roleLine('Athlete', null)).toBe('Athlete');
    expect(roleLine('Athlete', '  ')).toBe('Athlete');
  });

  it('writes the federation with its code', () => {
    expect(federationLine({ id: 3, name: 'Italy', code: 'ITA' })).toBe('Italy (ITA)');
  });

  it('writes the check time with seconds and the day', () => {
    const at = new Date(2026, 6, 2, 9, 5, 7);
    expect(checkTime(at.toISOString())).toBe('09:05:07, 02/07/2026');
    expect(checkTime('not a time')).toBe('-');
  });
});
