// Access tokens: HS256 JWTs signed with the configured secret. The authentication issue adds the refresh
// token and its rotation; this module verifies access tokens and signs them (sign-in and tests).
import { permissionSchema, roleTypeSchema } from '@portal/contract/roles';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_ISSUER = 'portal';
export const TOKEN_AUDIENCE = 'portal-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

/** Who is calling, as the access token says. */
export interface AccessClaims {
  readonly userId: number;
  readonly role: z.infer<typeof roleTypeSchema>;
  /** admin or viewer for the WSK and NF roles, null for the others. */
  readonly permission: z.infer<typeof permissionSchema> | null;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9]\d*$/),
  type: z.literal('access'),
  role: roleTypeSchema,
  permission: permissionSchema.nullable(),
});

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface SignOptions {
  /** Lifetime in seconds; 15 minutes by default. */
  readonly ttlSeconds?: number;
  /** Issue time in seconds since the epoch; now by default (tests use it to make expired tokens). */
  readonly issuedAt?: number;
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  options: SignOptions = {},
): Promise<string> {
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ type: 'access', role: claims.role, permission: claims.permission })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(keyOf(secret));
}

/** The claims of a valid access token; InvalidTokenError for anything else (bad signature, expired...). */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    const claims = payloadSchema.parse(payload);
    return { userId: Number(claims.sub), role: claims.role, permission: claims.permission };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) {
      throw new InvalidTokenError(error instanceof joseErrors.JWTExpired ? 'Token expired' : 'Invalid token');
    }
    throw error;
  }
}
