import { describe, expect, it } from 'vitest';
import { REGISTRATION_WINDOW, registrationWindowMessage } from './constants';
import {
  dayInTimeZone,
  isKnownTimeZone,
  isOrderedWindow,
  reducedFeeApplies,
  registrationWindowOutcome,
  WINDOW_PHASES,
  windowPhaseOn,
} from './registration-window';

const window = { opens_on: '2027-03-01', reduction_ends_on: '2027-04-15', closes_on: '2027-05-31' };

describe('the phase of a registration window', () => {
  it('is not open the day before it opens, open with the reduced fee on the day it opens', () => {
    expect(windowPhaseOn(window, '2027-02-28')).toBe(WINDOW_PHASES.NOT_OPEN_YET);
    expect(windowPhaseOn(window, '2027-03-01')).toBe(WINDOW_PHASES.REDUCTION_PERIOD);
  });

  it('keeps the reduced fee through the last day of the reduction period, the normal fee the day after', () => {
    expect(windowPhaseOn(window, '2027-04-15')).toBe(WINDOW_PHASES.REDUCTION_PERIOD);
    expect(reducedFeeApplies(window, '2027-04-15')).toBe(true);
    expect(windowPhaseOn(window, '2027-04-16')).toBe(WINDOW_PHASES.OPEN);
    expect(reducedFeeApplies(window, '2027-04-16')).toBe(false);
  });

  it('accepts registrations on the day it closes and none the day after', () => {
    expect(windowPhaseOn(window, '2027-05-31')).toBe(WINDOW_PHASES.OPEN);
    expect(windowPhaseOn(window, '2027-06-01')).toBe(WINDOW_PHASES.CLOSED);
  });

  it('has no reduction period without a reduction end', () => {
    const plain = { ...window, reduction_ends_on: null };
    expect(windowPhaseOn(plain, '2027-03-01')).toBe(WINDOW_PHASES.OPEN);
    expect(reducedFeeApplies(plain, '2027-03-01')).toBe(false);
  });
});

describe('the outcome of a registration write (§8 messages)', () => {
  it('answers not open yet, closed, or nothing while open', () => {
    expect(registrationWindowOutcome(window, '2027-02-28')).toBe(REGISTRATION_WINDOW.NOT_OPENED_YET);
    expect(registrationWindowOutcome(window, '2027-03-01')).toBeNull();
    expect(registrationWindowOutcome(window, '2027-05-31')).toBeNull();
    expect(registrationWindowOutcome(window, '2027-06-01')).toBe(REGISTRATION_WINDOW.CLOSED);
    expect(registrationWindowMessage(REGISTRATION_WINDOW.CLOSED)).toBe('Registration is closed');
  });

  it('refuses a reduction-period-only write once the reduction period is over', () => {
    const options = { duringReductionPeriodOnly: true };
    expect(registrationWindowOutcome(window, '2027-04-15', options)).toBeNull();
    expect(registrationWindowOutcome(window, '2027-04-16', options)).toBe(
      REGISTRATION_WINDOW.REDUCTION_PERIOD_CLOSED,
    );
    expect(registrationWindowMessage(REGISTRATION_WINDOW.REDUCTION_PERIOD_CLOSED)).toBe(
      'Reduction Period is closed',
    );
    // Before the window and after it the window's own outcome wins.
    expect(registrationWindowOutcome(window, '2027-02-01', options)).toBe(REGISTRATION_WINDOW.NOT_OPENED_YET);
    expect(registrationWindowOutcome(window, '2027-07-01', options)).toBe(REGISTRATION_WINDOW.CLOSED);
  });
});

describe('days in the event’s time zone', () => {
  // 2027-05-31 23:30 in Rome is already 1 June in Tokyo and still 31 May in Lima.
  const instant = new Date('2027-05-31T21:30:00Z');

  it('reads the calendar day where the event takes place', () => {
    expect(dayInTimeZone(instant, 'Europe/Rome')).toBe('2027-05-31');
    expect(dayInTimeZone(instant, 'Asia/Tokyo')).toBe('2027-06-01');
    expect(dayInTimeZone(instant, 'America/Lima')).toBe('2027-05-31');
  });

  it('closes a Tokyo event at Tokyo midnight while a Rome event is still open', () => {
    expect(registrationWindowOutcome(window, dayInTimeZone(instant, 'Asia/Tokyo'))).toBe(
      REGISTRATION_WINDOW.CLOSED,
    );
    expect(registrationWindowOutcome(window, dayInTimeZone(instant, 'Europe/Rome'))).toBeNull();
  });

  it('knows real time zones only', () => {
    expect(isKnownTimeZone('Europe/Rome')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('a well-formed window', () => {
  it('has real days in order', () => {
    expect(isOrderedWindow(window)).toBe(true);
    expect(isOrderedWindow({ ...window, reduction_ends_on: null })).toBe(true);
    expect(isOrderedWindow({ ...window, opens_on: window.opens_on, closes_on: window.opens_on })).toBe(false);
    expect(isOrderedWindow({ ...window, reduction_ends_on: '2027-06-15' })).toBe(false);
    expect(isOrderedWindow({ ...window, closes_on: '2027-02-30' })).toBe(false);
    expect(isOrderedWindow({ ...window, opens_on: '1 March' })).toBe(false);
  });
});
