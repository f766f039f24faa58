// The calls of a session that every page may make: its refresh and its sign-out (spec §7), apart from the
// sign-in calls of auth.ts so that the web app's first load carries only these.
import { z } from 'zod';
import { defineEndpoint } from '../http';
import { textField } from '../zod-rules';

/** The token set of §3; expiries are Unix seconds. */
export const tokenSetSchema = z.object({
  access: z.string(),
  refresh: z.string(),
  exp_access: z.number().int(),
  exp_refresh: z.number().int(),
});
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** A refresh token as handed out (43 characters today), with room to spare. */
export const refreshTokenBodySchema = z.object({
  refresh: textField(['required', { rule: 'max_length', length: 2000 }]),
});

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
