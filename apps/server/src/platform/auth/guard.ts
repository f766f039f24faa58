// Access rules of a contract endpoint applied to a request: who the bearer token says the caller is,
// whether that sign-in session is still active and what role the caller holds now (one query, see
// caller.ts), and whether that role (and permission) may call the endpoint. All throw the HTTP errors.
import { TWO_FACTOR_MESSAGES } from '@portal/contract/endpoints/two-factor';
import type { Access } from '@portal/contract/http';
import { PERMISSIONS } from '@portal/contract/roles';
import type { AdminTwoFactor } from '../../config';
import type { Database } from '../../db/client';
import { Forbidden, Unauthorized } from '../http/errors';
import { loadCaller } from './caller';
import { type AccessClaims, type AccessTokenClaims, InvalidTokenError, verifyAccessToken } from './tokens';

/** The answer to a valid token whose session was signed out or revoked. */
export const REVOKED_SESSION_MESSAGE = 'Session has ended; sign in again';

/** The answer to a password-recovery token on any endpoint but setting the password. */
export const RECOVERY_ONLY_MESSAGE = 'This token only allows setting a new password';

/** The token of `Authorization: Bearer <token>`; null when the header is absent or another scheme. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return null;
  return match[1]?.trim() ?? '';
}

/** A missing token is a 401 with a null message (§7); a bad or expired one a 401 that says so. */
export async function authenticate(
  authorization: string | undefined,
  secret: string,
): Promise<AccessTokenClaims> {
  const token = bearerTokenOf(authorization);
  if (token === null) throw new Unauthorized(null);
  if (token === '') throw new Unauthorized('Invalid token');
  try {
    return await verifyAccessToken(token, secret);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new Unauthorized(error.message);
    throw error;
  }
}

/**
 * The caller of a verified token; 401 when its session is no longer active. `adminTwoFactor` is
 * ADMIN_TWO_FACTOR: whether administrators need a second factor (authorize() then enforces it).
 */
export async function identify(
  db: Database,
  claims: AccessTokenClaims,
  adminTwoFactor: AdminTwoFactor = 'optional',
): Promise<AccessClaims> {
  const caller = await loadCaller(db, claims, adminTwoFactor);
  if (!caller) throw new Unauthorized(REVOKED_SESSION_MESSAGE);
  return caller;
}

/**
 * 403 unless the caller's role is allowed and, for admin-only endpoints, the caller is no viewer; and, for
 * an administrator still owing the second factor, unless the endpoint is open before it.
 */
export function authorize(access: Access, claims: AccessClaims): void {
  if (access.auth !== 'token') return;
  if (claims.recovery && !access.recovery) throw new Forbidden(RECOVERY_ONLY_MESSAGE);
  if (claims.secondFactorPending && !access.beforeSecondFactor)
    throw new Forbidden(TWO_FACTOR_MESSAGES.required);
  if (access.roles && (claims.role === null || !access.roles.includes(claims.role))) throw new Forbidden();
  if (access.permission === PERMISSIONS.ADMIN && claims.permission === PERMISSIONS.VIEWER)
    throw new Forbidden();
}
