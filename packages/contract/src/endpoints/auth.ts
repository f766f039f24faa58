// Authentication calls of spec §7 (no auth header): a token set for e-mail or phone plus password, its
// refresh, and sign-out, which revokes the sign-in the refresh token belongs to; and, with a token,
// sign-out everywhere, which revokes every sign-in of the caller's account.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { currentPasswordField, emailField, textField } from '../zod-rules';
import { refreshToken, signOut, tokenSetSchema } from './session';

export { refreshToken, refreshTokenBodySchema, signOut, type TokenSet, tokenSetSchema } from './session';

/**
 * What the password step (or a sign-in link) answers when the account has two-factor sign-in on: no tokens
 * yet, a challenge to hand in with the code at `completeTwoFactorSignIn`.
 */
export const twoFactorChallengeSchema = z
  .object({
    two_factor_required: z.literal(true),
    challenge: z.string(),
    /** Unix seconds. */
    expires: z.number().int(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A token set, or the challenge of the second step. */
export const signInReplySchema = z.union([tokenSetSchema, twoFactorChallengeSchema]);
export type SignInReply = z.infer<typeof signInReplySchema>;

export function isTwoFactorChallenge(reply: SignInReply): reply is TwoFactorChallenge {
  return 'two_factor_required' in reply;
}

/** A phone number as people type it: digits with an optional leading +, spaces, dashes, brackets. */
export const phoneField = () =>
  textField([{ rule: 'regex', pattern: '^\\+?[0-9][0-9 ()-]{5,19}$' }], 'Phone number').transform((value) =>
    value.replace(/[ ()-]/g, ''),
  );

/** §3 sign-in credentials: e-mail or phone, plus password. */
export const signInCredentialsSchema = z
  .object({
    email: emailField({ required: false }).optional(),
    phone: phoneField().optional(),
    // Sign-in checks only presence and a generous maximum: the length rules belong to setting a password.
    password: currentPasswordField(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'This field is required' });
    }
  });
export type SignInCredentials = z.input<typeof signInCredentialsSchema>;

export const createToken = defineEndpoint({
  name: 'createToken',
  method: 'POST',
  path: '/api/v1/auth/sign_in/token_create/',
  access: { auth: 'public' },
  summary:
    'Signs in with e-mail or phone and password; answers a token set, or the challenge of the second step when two-factor sign-in is on.',
  tags: ['auth'],
  body: signInCredentialsSchema,
  response: signInReplySchema,
});

export const signOutEverywhere = defineEndpoint({
  name: 'signOutEverywhere',
  method: 'POST',
  path: '/api/v1/auth/sign_out_everywhere/',
  // Open before the second factor is set up: an administrator who must set it up can still end a sign-in
  // they suspect (their own on another device).
  access: { auth: 'token', beforeSecondFactor: true },
  summary: 'Revokes every sign-in of the caller’s account, the one making the call included (ASVS 7.4.4).',
  tags: ['auth'],
  body: z.object({}),
  response: z.null(),
  status: 204,
});

export const authEndpoints = [createToken, refreshToken, signOut, signOutEverywhere] as const;
