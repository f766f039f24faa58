import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEDERATION_NAME,
  nationalFederationSchema,
  SPORT_TYPE_NAMES,
  SPORT_TYPES,
  sportSchema,
  sportTypeDisplayName,
  sportTypes,
  userSportFederationName,
} from './sport';

const sport = {
  id: 1,
  allowed_countries: ['NL', 'FR'],
  name: 'Speed',
  need_extra_officials_nto: false,
  need_pre_seed: true,
  need_extra_quota: false,
  type: 'INLINE_SPEED_SKATING',
  icon: null,
  dates: { start: '2025-07-01', end: '2025-07-03' },
  is_team_based: false,
  extra_official_rules: { roles: ['judge'] },
};

describe('sport types', () => {
  it('has the 13 types of §3, each valued by its own name', () => {
    expect(sportTypes).toEqual([
      'SCOOTERING',
      'ROLLER_FREESTYLE',
      'INLINE_SPEED_SKATING',
      'SKATE_CROSS',
      'ROLLER_DERBY',
      'INLINE_FREESTYLE',
      'INLINE_HOCKEY',
      'INLINE_ALPINE',
      'INLINE_DOWNHILL',
      'RINK_HOCKEY',
      'SKATEBOARDING',
      'ARTISTIC_SKATING',
      'E_SPORT',
    ]);
    for (const [key, value] of Object.entries(SPORT_TYPES)) expect(value).toBe(key);
  });

  it('names every type', () => {
    expect(Object.keys(SPORT_TYPE_NAMES)).toEqual(sportTypes);
    expect(sportTypeDisplayName('INLINE_SPEED_SKATING')).toBe('Inline speed skating');
    expect(sportTypeDisplayName('ROLLER_DERBY')).toBe('Roller derby');
    expect(sportTypeDisplayName('E_SPORT')).toBe('E-sport');
  });
});

describe('sport schema', () => {
  it('parses a sport with every §3 field', () => {
    expect(sportSchema.parse(sport)).toEqual(sport);
    expect(
      sportSchema.parse({ ...sport, dates: null, extra_official_rules: null, icon: '/i.svg' }),
    ).toMatchObject({
      dates: null,
      extra_official_rules: null,
    });
  });

  it('rejects a non-alpha-2 country, an unknown type and dates ending before they start', () => {
    expect(sportSchema.safeParse({ ...sport, allowed_countries: ['NLD'] }).success).toBe(false);
    expect(sportSchema.safeParse({ ...sport, type: 'CURLING' }).success).toBe(false);
    expect(
      sportSchema.safeParse({ ...sport, dates: { start: '2025-07-03', end: '2025-07-01' } }).success,
    ).toBe(false);
    expect(
      sportSchema.safeParse({ ...sport, dates: { start: '2025-07-03', end: '2025-07-03' } }).success,
    ).toBe(true);
  });
});

describe('national federation schema', () => {
  const federation = { id: 3, name: 'KNSB', code: 'NLD', country_code: 'NL', flag: '🇳🇱', is_default: false };

  it('takes an alpha-3 code and an alpha-2 country code', () => {
    expect(nationalFederationSchema.parse(federation)).toEqual(federation);
    expect(nationalFederationSchema.safeParse({ ...federation, code: 'NL' }).success).toBe(false);
    expect(nationalFederationSchema.safeParse({ ...federation, country_code: 'NLD' }).success).toBe(false);
  });
});

describe('user sport federation name', () => {
  it('substitutes the default federation when the name is missing', () => {
    expect(userSportFederationName({ federation: { name: 'KNSB' } })).toBe('KNSB');
    expect(userSportFederationName({ federation: { name: null } })).toBe(DEFAULT_FEDERATION_NAME);
    expect(userSportFederationName({ federation: { name: '  ' } })).toBe(DEFAULT_FEDERATION_NAME);
    expect(userSportFederationName({ federation: null })).toBe('Not belonging to any federation');
  });
});
