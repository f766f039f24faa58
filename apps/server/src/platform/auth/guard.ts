// Access rules of a contract endpoint applied to a request: who the bearer token says the caller is,
// and whether that role (and permission) may call the endpoint. Both throw the HTTP error classes.
import type { Access } from '@portal/contract/http';
import { PERMISSIONS } from '@portal/contract/roles';
import { Forbidden, Unauthorized } from '../http/errors';
import { type AccessClaims, InvalidTokenError, verifyAccessToken } from './tokens';

/** The token of `Authorization: Bearer <token>`; null when the header is absent or another scheme. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return null;
  return match[1]?.trim() ?? '';
}

/** A missing token is a 401 with a null message (§7); a bad or expired one a 401 that says so. */
export async function authenticate(authorization: string | undefined, secret: string): Promise<AccessClaims> {
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

/** 403 unless the caller's role is allowed and, for admin-only endpoints, the caller is no viewer. */
export function authorize(access: Access, claims: AccessClaims): void {
  if (access.auth !== 'token') return;
  if (access.roles && !access.roles.includes(claims.role)) throw new Forbidden();
  if (access.permission === PERMISSIONS.ADMIN && claims.permission === PERMISSIONS.VIEWER)
    throw new Forbidden();
}
