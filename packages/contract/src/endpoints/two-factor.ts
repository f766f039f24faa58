// Two-factor sign-in (docs/decisions/026-two-factor-sign-in.md): a time-based one-time code (TOTP, RFC 6238:
// six digits, 30-second steps, SHA-1, as every authenticator app reads it) or a single-use backup code, asked
// for as a second step after the password (or a one-time sign-in link). Every user may turn it on; WSK and NF
// administrators must when ADMIN_TWO_FACTOR is `required`, and until then reach only the endpoints marked
// `beforeSecondFactor` (their profile, this set-up, signing out).
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { currentPasswordField, textField } from '../zod-rules';
import { tokenSetSchema } from './auth';

/** Digits of a one-time code and the seconds each code is valid for. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Backup codes handed out at once; each is good for one sign-in. */
export const BACKUP_CODE_COUNT = 10;
/** Minutes a sign-in challenge (the password step's proof) stays good for the code step. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes one challenge takes before it is spent and the password step must be repeated. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'The code is not valid',
  challengeExpired: 'The sign-in has expired; enter your password again',
  notSetUp: 'Start the set-up of two-factor sign-in first',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  wrongPassword: 'The password is not correct',
  requiredForRole: 'Two-factor sign-in is required for administrators and cannot be turned off',
  /** The 403 of every other endpoint to an administrator who has not set it up (ADMIN_TWO_FACTOR=required). */
  required: 'Two-factor sign-in is required for administrators; set it up in your settings',
} as const;

/**
 * Six digits, or a backup code as printed (`ABCDE-FGHJK`, case and dash free); spaces are dropped. The
 * maximum leaves room for the blanks and dashes people type or paste around either.
 */
export const twoFactorCodeField = () =>
  textField(['required', { rule: 'max_length', length: 30 }])
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .refine((value) => /^(\d{6}|[0-9A-Z]{10})$/.test(value), { message: TWO_FACTOR_MESSAGES.invalidCode });

export const completeTwoFactorSignIn = defineEndpoint({
  name: 'completeTwoFactorSignIn',
  method: 'POST',
  path: '/api/v1/auth/sign_in/two_factor/',
  access: { auth: 'public' },
  summary:
    'The second sign-in step: the challenge of the password step and a one-time or backup code; answers a token set.',
  tags: ['auth'],
  // The challenge is a signed token of a few hundred characters (platform/auth/tokens.ts).
  body: z.object({
    challenge: textField(['required', { rule: 'max_length', length: 2000 }]),
    code: twoFactorCodeField(),
  }),
  response: tokenSetSchema,
});

export const TWO_FACTOR_BASE = '/api/client/users/users/me/two_factor/';

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    /** Whether the caller's role requires it (an administrator, with ADMIN_TWO_FACTOR=required). */
    required: z.boolean(),
    enabled_at: z.iso.datetime({ offset: true }).nullable(),
    backup_codes_left: z.number().int().min(0),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const getTwoFactorStatus = defineEndpoint({
  name: 'getTwoFactorStatus',
  method: 'GET',
  path: TWO_FACTOR_BASE,
  access: { auth: 'token', beforeSecondFactor: true },
  summary: "The caller's two-factor sign-in: on or off, required or not, backup codes left.",
  tags: ['two-factor'],
  response: twoFactorStatusSchema,
});

export const twoFactorSetupSchema = z
  .object({
    /** Base32, for typing into an app that cannot scan. */
    secret: z.string(),
    /** The `otpauth://totp/...` URI the QR code holds. */
    otpauth_uri: z.string(),
    /** The QR code of the URI as an SVG document. */
    qr_svg: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const startTwoFactorSetup = defineEndpoint({
  name: 'startTwoFactorSetup',
  method: 'POST',
  path: `${TWO_FACTOR_BASE}setup/`,
  access: { auth: 'token', beforeSecondFactor: true },
  summary:
    'A new secret, not yet in force, for the authenticator app; replaces an unfinished set-up. 400 when it is already on.',
  tags: ['two-factor'],
  body: z.object({}),
  response: twoFactorSetupSchema,
});

export const backupCodesSchema = z
  .object({ backup_codes: z.array(z.string()).length(BACKUP_CODE_COUNT) })
  .meta({ id: 'BackupCodes' });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

export const enableTwoFactor = defineEndpoint({
  name: 'enableTwoFactor',
  method: 'POST',
  path: `${TWO_FACTOR_BASE}enable/`,
  access: { auth: 'token', beforeSecondFactor: true },
  summary:
    "Turns it on with a code from the set-up's secret; answers the backup codes, shown this once. Other sessions end.",
  tags: ['two-factor'],
  body: z.object({ code: twoFactorCodeField() }),
  response: backupCodesSchema,
});

export const disableTwoFactor = defineEndpoint({
  name: 'disableTwoFactor',
  method: 'POST',
  path: `${TWO_FACTOR_BASE}disable/`,
  access: { auth: 'token' },
  summary: 'Turns it off with the password and a current or backup code; refused where the role requires it.',
  tags: ['two-factor'],
  body: z.object({ password: currentPasswordField(), code: twoFactorCodeField() }),
  response: twoFactorStatusSchema,
});

export const regenerateBackupCodes = defineEndpoint({
  name: 'regenerateBackupCodes',
  method: 'POST',
  path: `${TWO_FACTOR_BASE}backup_codes/`,
  access: { auth: 'token' },
  summary: 'New backup codes for a current code; the earlier ones stop working.',
  tags: ['two-factor'],
  body: z.object({ code: twoFactorCodeField() }),
  response: backupCodesSchema,
});

export const twoFactorEndpoints = [
  completeTwoFactorSignIn,
  getTwoFactorStatus,
  startTwoFactorSetup,
  enableTwoFactor,
  disableTwoFactor,
  regenerateBackupCodes,
] as const;
