// Fixed values of the product (spec §3, §4, §8, §9) that the server and the web app must agree on:
// display labels, status colours, product messages and business limits.

/** Gender codes as stored (§3). */
export const GENDERS = { MALE: 'M', FEMALE: 'F', X: 'X' } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];
export const genders: readonly Gender[] = Object.values(GENDERS);

const GENDER_LABELS: Readonly<Record<Gender, string>> = { M: 'Male', F: 'Female', X: 'X' };

/** §3: M shows Male, F shows Female, X shows X; imported records carry other values, which show a dash. */
export function genderDisplay(value: unknown): string {
  return typeof value === 'string' && Object.hasOwn(GENDER_LABELS, value)
    ? GENDER_LABELS[value as Gender]
    : '-';
}

/** Matching status of a WSK id record (§3). The transitions between them are not shown in the spec. */
export const WSK_ID_STATUSES = {
  INITIAL: 'initial',
  MATCHED: 'matched',
  READY_TO_BE_MATCHED: 'ready_to_be_matched',
  NO_MATCH_FOUND: 'no_match_found',
} as const;
export type WskIdStatus = (typeof WSK_ID_STATUSES)[keyof typeof WSK_ID_STATUSES];
export const wskIdStatuses: readonly WskIdStatus[] = Object.values(WSK_ID_STATUSES);

export const WSK_ID_STATUS_LABELS: Readonly<Record<WskIdStatus, string>> = {
  initial: 'Initial',
  matched: 'Matched',
  ready_to_be_matched: 'Ready to be matched',
  no_match_found: 'No match found',
};

/** §3 colours: grey, green, amber, red. */
export const WSK_ID_STATUS_COLOURS: Readonly<Record<WskIdStatus, string>> = {
  initial: '#D7DBD9',
  matched: '#3DCD63',
  ready_to_be_matched: '#FFB800',
  no_match_found: '#FF2E00',
};

/** §3: only a record that is ready to be matched needs matching. */
export function wskIdNeedsMatching(status: WskIdStatus | null | undefined): boolean {
  return status === WSK_ID_STATUSES.READY_TO_BE_MATCHED;
}

/** Outcomes of the registration-dates check of an event (§4, §8). */
export const REGISTRATION_WINDOW = {
  REDUCTION_PERIOD_CLOSED: 'REDUCTION_PERIOD_CLOSED',
  CLOSED: 'CLOSED',
  NOT_OPENED_YET: 'NOT_OPENED_YET',
} as const;
export type RegistrationWindowOutcome = (typeof REGISTRATION_WINDOW)[keyof typeof REGISTRATION_WINDOW];
export const registrationWindowOutcomes: readonly RegistrationWindowOutcome[] =
  Object.values(REGISTRATION_WINDOW);

export const REGISTRATION_WINDOW_MESSAGES: Readonly<Record<RegistrationWindowOutcome, string>> = {
  REDUCTION_PERIOD_CLOSED: 'Reduction Period is closed',
  CLOSED: 'Registration is closed',
  NOT_OPENED_YET: 'Registration is not open yet',
};

export function registrationWindowMessage(outcome: RegistrationWindowOutcome): string {
  return REGISTRATION_WINDOW_MESSAGES[outcome];
}

/** Product messages of §8 that are not validation messages (those live in validation.ts). */
export const MESSAGES = {
  /** Tip shown by the sign-up guard to a guest without a password (§4). */
  SET_PASSWORD_TO_COMPLETE_REGISTRATION: 'You need to set password to complete registration',
  RECAPTCHA_DIFFERENT_SITE_KEY: 'reCAPTCHA already loaded with different site key!',
  NO_SUCH_VALIDATOR: 'No such validator exists',
} as const;

// Business constants and limits of §9.

/** An anti-doping certificate is expired once this many calendar years have passed since its year of issue. */
export const ANTI_DOPING_VALIDITY_YEARS = 3;
/** An access token with less life left than this is refreshed before use (§4). */
export const ACCESS_TOKEN_SAFETY_MARGIN_SECONDS = 120;
/** HTTP statuses that send the browser to the maintenance page (§8). */
export const MAINTENANCE_STATUS_CODES: readonly number[] = [418, 503];
export const JERSEY_NUMBER = { min: 1, max: 99 } as const;
export const DERBY_JERSEY_NUMBER = { min: 0, max: 99 } as const;
/** Display format of dates such as a WSK id record's birthday; transport always uses YYYY-MM-DD. */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';
export const CURRENCY_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';
/** Default quality parameter of the image URL helper. */
export const DEFAULT_IMAGE_QUALITY = 95;
/** Every API call takes at least this long, so loading states do not flicker (§7). */
export const MIN_FETCH_DELAY_MS = 200;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A failed page-chunk load reloads the page only if the previous such reload is older than this (§8). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
/** How the sidebar's collapsed flag is kept in browser storage (§3). */
export const SIDEBAR_STORAGE = { COLLAPSED: '1', EXPANDED: '0' } as const;
