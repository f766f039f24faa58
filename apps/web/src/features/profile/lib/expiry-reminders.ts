// Which expiry reminder of spec §4 is due for the signed-in user: the passport first, then the anti-doping
// certificate, one at a time. "Remind me later" skips a reminder for the browser session.
import { roleFlags } from '@portal/contract/roles';
import { isAntiDopingExpired, isPassportExpired, type User } from '@portal/contract/user';

export type ExpiryReminder = 'passport' | 'anti-doping';

export type ReminderUser = Pick<User, 'id' | 'role' | 'active_until_date' | 'anti_doping_year_issued'>;

export function passportReminderDue(user: ReminderUser, today: Date): boolean {
  return isPassportExpired(user.active_until_date, today);
}

/**
 * Only athletes must keep a valid anti-doping certificate: they are the ones tested in competition, while
 * staff, officials and guests give one optionally, so reminding them would nag about nothing required.
 * A user with no year on record has never given a certificate (the step is optional); although the
 * contract's isAntiDopingExpired counts that as expired, telling them it "has expired" would be untrue,
 * so the reminder is for a recorded certificate that ran out.
 */
export function antiDopingReminderDue(user: ReminderUser, today: Date): boolean {
  if (!roleFlags(user.role).isAthlete) return false;
  if (user.anti_doping_year_issued === null) return false;
  return isAntiDopingExpired(user.anti_doping_year_issued, today.getFullYear());
}

/** The reminder to show now, or null; `skipped` says whether one was put off for this session. */
export function dueReminder(
  user: ReminderUser,
  today: Date,
  skipped: (reminder: ExpiryReminder) => boolean,
): ExpiryReminder | null {
  if (passportReminderDue(user, today) && !skipped('passport')) return 'passport';
  if (antiDopingReminderDue(user, today) && !skipped('anti-doping')) return 'anti-doping';
  return null;
}

const skipKey = (reminder: ExpiryReminder, userId: number) =>
  `portal.expiry-reminder-skipped.${reminder}.${userId}`;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether `userId` put the reminder off in this browser session (per user: a shared tab may switch). */
export function isReminderSkipped(reminder: ExpiryReminder, userId: number): boolean {
  try {
    return sessionStorageOrNull()?.getItem(skipKey(reminder, userId)) === '1';
  } catch {
    return false;
  }
}

export function skipReminder(reminder: ExpiryReminder, userId: number): void {
  try {
    sessionStorageOrNull()?.setItem(skipKey(reminder, userId), '1');
  } catch {
    // Blocked storage: the dialog's own state still keeps it closed until the page reloads.
  }
}
