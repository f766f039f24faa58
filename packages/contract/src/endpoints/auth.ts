// Authentication calls of spec §7 (no auth header): a token set for e-mail or phone plus password, its
// refresh, and sign-out, which revokes the sign-in the refresh token belongs to.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { emailField, requiredText, textField } from '../zod-rules';

/** The token set of §3; expiries are Unix seconds. */
export const tokenSetSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  exp_access: z.number().int(),
  exp_refresh: z.number().int(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

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
    // Sign-in checks only presence: the length rule belongs to setting a password, not to typing one.
    password: requiredText(),
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
  summary: 'Signs in with e-mail or phone and password; answers a token set.',
  tags: ['auth'],
  body: signInCredentialsSchema,
  response: tokenSetSchema,
});

export const refreshTokenBodySchema = z.object({ refresh: requiredText() });

export const refreshToken = defineEndpoint({
  name: 'refreshToken',
  method: 'POST',
  path: '/api/v1/auth/sign_in/token_refresh/',
  access: { auth: 'public' },
  summary:
    'Exchanges a refresh token for a new set. Refresh tokens are single-use; presenting a used one revokes the whole sign-in.',
  tags: ['auth'],
  body: refreshTokenBodySchema,
  response: tokenSetSchema,
});

export const signOut = defineEndpoint({
  name: 'signOut',
  method: 'POST',
  path: '/api/v1/auth/sign_out/',
  access: { auth: 'public' },
  summary: 'Revokes the sign-in the refresh token belongs to (every token descended from it).',
  tags: ['auth'],
  body: refreshTokenBodySchema,
  response: z.null(),
  status: 204,
});

export const authEndpoints = [createToken, refreshToken, signOut] as const;
