// POST /api/v1/auth/sign_in/token_create/, .../token_refresh/, .../login_by_token/, .../two_factor/,
// /api/v1/auth/sign_out/, .../sign_out_everywhere/, and the caller's two-factor settings under
// /api/client/users/users/me/two_factor/.
import { createToken, refreshToken, signOut, signOutEverywhere } from '@portal/contract/endpoints/auth';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  regenerateBackupCodes,
  startTwoFactorSetup,
} from '@portal/contract/endpoints/two-factor';
import { loginByToken } from '@portal/contract/endpoints/verification';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import type { RateLimitStore } from '../../platform/rate-limit/store';
import * as auth from './service';
import * as twoFactor from './two-factor';

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
  registerEndpoint(app, signOutEverywhere, async (context) => {
    await auth.signOutEverywhere(deps, callerOf(context).userId);
    return null;
  });

  registerEndpoint(app, completeTwoFactorSignIn, ({ body, request }) =>
    twoFactor.completeTwoFactorSignIn(deps, body, request.ip),
  );
  registerEndpoint(app, getTwoFactorStatus, (context) =>
    twoFactor.getTwoFactorStatus(deps, callerOf(context)),
  );
  registerEndpoint(app, startTwoFactorSetup, (context) =>
    twoFactor.startTwoFactorSetup(deps, callerOf(context)),
  );
  registerEndpoint(app, enableTwoFactor, (context) =>
    twoFactor.enableTwoFactor(deps, callerOf(context), context.body.code),
  );
  registerEndpoint(app, disableTwoFactor, (context) =>
    twoFactor.disableTwoFactor(deps, callerOf(context), context.body),
  );
  registerEndpoint(app, regenerateBackupCodes, (context) =>
    twoFactor.regenerateBackupCodes(deps, callerOf(context), context.body.code),
  );
}
