// POST /api/v1/auth/sign_in/token_create/, .../token_refresh/, .../login_by_token/ and /api/v1/auth/sign_out/.
import { createToken, refreshToken, signOut } from '@portal/contract/endpoints/auth';
import { loginByToken } from '@portal/contract/endpoints/verification';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../platform/http/route';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import * as auth from './service';

export interface AuthModuleOptions {
  readonly config: Config;
  readonly db: Database;
  readonly rateLimitStore: RateLimitStore;
}

export async function authModule(app: FastifyInstance, { config, db, rateLimitStore }: AuthModuleOptions) {
  const deps = { config, db, rateLimitStore };
  registerEndpoint(app, createToken, ({ body, request }) => auth.signIn(deps, body, request.ip));
  registerEndpoint(app, refreshToken, ({ body }) => auth.refreshTokens(deps, body.refresh));
  registerEndpoint(app, loginByToken, ({ body }) => auth.signInByLink(deps, body.token));
  registerEndpoint(app, signOut, async ({ body }) => {
    await auth.signOut(deps, body.refresh);
    return null;
  });
}
