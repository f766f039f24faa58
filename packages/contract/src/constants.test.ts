import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SAFETY_MARGIN_SECONDS,
  ANTI_DOPING_VALIDITY_YEARS,
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_WINDOW_MS,
  CURRENCY_LOCALE,
  DATE_DISPLAY_FORMAT,
  DEFAULT_CURRENCY,
  DEFAULT_IMAGE_QUALITY,
  DERBY_JERSEY_NUMBER,
  genderDisplay,
  JERSEY_NUMBER,
  MAINTENANCE_STATUS_CODES,
  MESSAGES,
  MIN_FETCH_DELAY_MS,
  REGISTRATION_WINDOW,
  registrationWindowMessage,
  registrationWindowOutcomes,
  SIDEBAR_STORAGE,
  WSK_ID_STATUS_COLOURS,
  WSK_ID_STATUS_LABELS,
  WSK_ID_STATUSES,
  wskIdNeedsMatching,
  wskIdStatuses,
} from './constants';

describe('gender display', () => {
  it('shows M, F and X as §3 says and anything else as a dash', () => {
    expect(genderDisplay('M')).toBe('Male');
    expect(genderDisplay('F')).toBe('Female');
    expect(genderDisplay('X')).toBe('X');
    for (const other of ['m', '', 'U', null, undefined, 1, 'toString', 'constructor']) {
      expect(genderDisplay(other)).toBe('-');
    }
  });
});

describe('WSK id statuses', () => {
  it('has the four values', () => {
    expect(WSK_ID_STATUSES).toEqual({
      INITIAL: 'initial',
      MATCHED: 'matched',
      READY_TO_BE_MATCHED: 'ready_to_be_matched',
      NO_MATCH_FOUND: 'no_match_found',
    });
    expect(wskIdStatuses).toHaveLength(4);
  });

  it('labels and colours each status exactly', () => {
    expect(WSK_ID_STATUS_LABELS).toEqual({
      initial: 'Initial',
      matched: 'Matched',
      ready_to_be_matched: 'Ready to be matched',
      no_match_found: 'No match found',
    });
    expect(WSK_ID_STATUS_COLOURS).toEqual({
      initial: '#D7DBD9',
      matched: '#3DCD63',
      ready_to_be_matched: '#FFB800',
      no_match_found: '#FF2E00',
    });
  });

  it('needs matching only when ready to be matched', () => {
    expect(wskIdStatuses.filter(wskIdNeedsMatching)).toEqual([WSK_ID_STATUSES.READY_TO_BE_MATCHED]);
    expect(wskIdNeedsMatching(null)).toBe(false);
    expect(wskIdNeedsMatching(undefined)).toBe(false);
  });
});

describe('registration window', () => {
  it('gives the exact §8 message of each outcome', () => {
    expect(registrationWindowMessage(REGISTRATION_WINDOW.REDUCTION_PERIOD_CLOSED)).toBe(
      'Reduction Period is closed',
    );
    expect(registrationWindowMessage(REGISTRATION_WINDOW.CLOSED)).toBe('Registration is closed');
    expect(registrationWindowMessage(REGISTRATION_WINDOW.NOT_OPENED_YET)).toBe(
      'Registration is not open yet',
    );
    expect(registrationWindowOutcomes).toEqual(['REDUCTION_PERIOD_CLOSED', 'CLOSED', 'NOT_OPENED_YET']);
  });
});

describe('messages and business constants', () => {
  it('keeps the §8 messages', () => {
    expect(MESSAGES).toEqual({
      SET_PASSWORD_TO_COMPLETE_REGISTRATION: 'You need to set password to complete registration',
      RECAPTCHA_DIFFERENT_SITE_KEY: 'reCAPTCHA already loaded with different site key!',
      NO_SUCH_VALIDATOR: 'No such validator exists',
    });
  });

  it('keeps the §9 limits', () => {
    expect(ANTI_DOPING_VALIDITY_YEARS).toBe(3);
    expect(ACCESS_TOKEN_SAFETY_MARGIN_SECONDS).toBe(120);
    expect(MAINTENANCE_STATUS_CODES).toEqual([418, 503]);
    expect(JERSEY_NUMBER).toEqual({ min: 1, max: 99 });
    expect(DERBY_JERSEY_NUMBER).toEqual({ min: 0, max: 99 });
    expect(DATE_DISPLAY_FORMAT).toBe('DD/MM/YYYY');
    expect(CURRENCY_LOCALE).toBe('en-US');
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(DEFAULT_IMAGE_QUALITY).toBe(95);
    expect(MIN_FETCH_DELAY_MS).toBe(200);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
    expect(SIDEBAR_STORAGE).toEqual({ COLLAPSED: '1', EXPANDED: '0' });
  });
});
