// Field agreement between a record and a candidate, and the score shown as a percentage.
import type { MatchCandidate, WskIdRecord } from '@portal/contract/user';
import { describe, expect, it } from 'vitest';
import { compareCandidate, normaliseName, scorePercent } from './compare';

const italy = { id: 3, name: 'Italy', code: 'ITA' };
const record: WskIdRecord = {
  id: 1,
  first_name: 'José',
  last_name: 'da  Silva',
  nationality_raw: 'ITA',
  birthday: '1996-03-08',
  country: italy,
  wsk_id: 'WSK-1',
  status: 'ready_to_be_matched',
  gender: 'M',
  user: null,
};
const candidate: MatchCandidate = {
  pk: 9,
  first_name: 'JOSE',
  last_name: 'Da Silva',
  email: 'jose@portal.test',
  birthday: '1996-03-08',
  country: italy,
  gender: 'M',
  wsk_id: null,
  score: 0.874,
};

describe('compare candidate', () => {
  it('ignores case, accents and spaces in names', () => {
    expect(normaliseName('  JOSÉ   Ñúñez ')).toBe('jose nunez');
  });

  it('marks each field that agrees', () => {
    expect(compareCandidate(record, candidate)).toEqual({
      first_name: true,
      last_name: true,
      birthday: true,
      country: true,
      gender: true,
    });
    expect(
      compareCandidate(record, {
        ...candidate,
        first_name: 'Josh',
        birthday: null,
        country: null,
        gender: 'F',
      }),
    ).toEqual({ first_name: false, last_name: true, birthday: false, country: false, gender: false });
  });

  it('never counts two missing values as agreeing', () => {
    const bare = { ...record, birthday: null, country: null, gender: null };
    expect(
      compareCandidate(bare, { ...candidate, birthday: null, country: null, gender: null }),
    ).toMatchObject({
      birthday: false,
      country: false,
      gender: false,
    });
  });

  it('shows the score as a whole percentage', () => {
    expect(scorePercent(0.874)).toBe('87%');
    expect(scorePercent(1)).toBe('100%');
    expect(scorePercent(0)).toBe('0%');
  });
});
