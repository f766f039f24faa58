import { describe, expect, it } from 'vitest';
import {
  emptyRow,
  freeKinds,
  hasErrors,
  participantsBody,
  rowsErrorsOf,
  rowsOf,
  validateRows,
} from './participant-rows';

const athleteRow = {
  kind: 'athlete' as const,
  opens_on: '2026-03-01',
  reduction_ends_on: '2026-04-01',
  closes_on: '2026-05-01',
  amount: '120.00',
  reduced_amount: '100',
};

describe('participant settings rows', () => {
  it('turns settings into rows and rows into the PUT body (empty means null)', () => {
    const rows = rowsOf([
      {
        ...athleteRow,
        reduction_ends_on: null,
        reduced_amount: null,
        amount: null,
        phase: 'open',
        outcome: null,
      },
    ]);
    expect(rows).toEqual([{ ...athleteRow, reduction_ends_on: '', reduced_amount: '', amount: '' }]);
    expect(participantsBody([athleteRow, emptyRow('nto')]).participants).toEqual([
      athleteRow,
      {
        kind: 'nto',
        opens_on: '',
        reduction_ends_on: null,
        closes_on: '',
        amount: null,
        reduced_amount: null,
      },
    ]);
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
