import { describe, expect, it } from 'vitest';
import {
  emptyRow,
  freeKinds,
  hasErrors,
  participantsBody,
  QUOTA_MESSAGE,
  quotaOf,
  rowsErrorsOf,
  rowsOf,
  validateRows,
} from './participant-rows';

const athleteRow = {
  quota: '4',
  kind: 'athlete' as const,
  opens_on: '2026-03-01',
  reduction_ends_on: '2026-04-01',
  closes_on: '2026-05-01',
  amount: '120.00',
  reduced_amount: '100',
};
const athleteSettings = { ...athleteRow, quota: 4, phase: 'open' as const, outcome: null };

describe('participant settings rows', () => {
  it('turns settings into rows and rows into the PUT body (empty means null)', () => {
    const rows = rowsOf([
      { ...athleteSettings, reduction_ends_on: null, reduced_amount: null, amount: null, quota: null },
    ]);
    expect(rows).toEqual([
      { ...athleteRow, reduction_ends_on: '', reduced_amount: '', amount: '', quota: '' },
    ]);
    expect(participantsBody([{ ...athleteRow, quota: '' }, emptyRow('nto')]).participants).toEqual([
      { ...athleteRow, quota: null },
      {
        kind: 'nto',
        opens_on: '',
        reduction_ends_on: null,
        closes_on: '',
        amount: null,
        reduced_amount: null,
        quota: null,
      },
    ]);
  });

  it('sends the stored quota back, since the PUT would otherwise reset it to no limit', () => {
    const rows = rowsOf([athleteSettings, { ...athleteSettings, kind: 'nto', quota: 0 }]);
    expect(rows.map((row) => row.quota)).toEqual(['4', '0']);
    expect(participantsBody(rows).participants.map((row) => row.quota)).toEqual([4, 0]);
  });

  it('takes a quota from 0 to MAX_QUOTA, or none', () => {
    expect(quotaOf('')).toBeNull();
    expect(quotaOf(' 12 ')).toBe(12);
    expect(quotaOf('0')).toBe(0);
    expect(quotaOf('10000')).toBe(10_000);
    for (const wrong of ['10001', '-1', '2.5', 'ten']) expect(quotaOf(wrong)).toBeUndefined();
    const errors = validateRows([{ ...athleteRow, quota: '2.5' }]);
    expect(errors.rows[0]?.quota).toBe(QUOTA_MESSAGE);
  });

  it('offers only the kinds not in the editor', () => {
    expect(freeKinds([athleteRow])).not.toContain('athlete');
    expect(freeKinds([athleteRow])).toContain('nto');
  });

  it("puts the schema's messages on their row and field", () => {
    expect(hasErrors(validateRows([athleteRow]))).toBe(false);
    const errors = validateRows([
      athleteRow,
      { ...emptyRow('nto'), opens_on: '2026-05-01', closes_on: '2026-04-01', amount: '12.345' },
    ]);
    expect(errors.rows[0]).toBeUndefined();
    expect(errors.rows[1]?.closes_on).toBe(
      'The days must be in order: opens, end of the reduction period, closes',
    );
    expect(errors.rows[1]?.amount).toBe('Enter an amount such as 120 or 120.50');
  });

  it("puts the server's invalid_fields on rows, and the others above the list", () => {
    const errors = rowsErrorsOf({
      'participants.0.reduced_amount': ['The reduced fee needs a reduction period and a normal fee'],
      participants: ['Each kind of participant appears once'],
    });
    expect(errors.rows[0]?.reduced_amount).toBe('The reduced fee needs a reduction period and a normal fee');
    expect(errors.list).toBe('Each kind of participant appears once');
  });
});
