// Contact confirmation and password endpoints under /api/client/users/users/ (contract verification.ts);
// login_by_token/ is the auth module's.
import {
  confirmEmailByCode,
  confirmEmailByLink,
  confirmForgotPasswordByCode,
  confirmForgotPasswordByLink,
  confirmPhoneByCode,
  forgotPassword,
  resendConfirmationCode,
  setPassword,
  updatePassword,
} from '@portal/contract/endpoints/verification';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as verification from './service';

export async function verificationModule(app: FastifyInstance, deps: verification.VerificationDeps) {
  registerEndpoint(app, resendConfirmationCode, async (context) => {
    await verification.resendConfirmationCode(deps, callerOf(context), context.body.type);
    return null;
  });
  registerEndpoint(app, confirmEmailByCode, (context) =>
    verification.confirmByCode(deps, callerOf(context), 'email', context.body.code),
  );
  registerEndpoint(app, confirmPhoneByCode, (context) =>
    verification.confirmByCode(deps, callerOf(context), 'phone', context.body.code),
  );
  registerEndpoint(app, confirmEmailByLink, async ({ body }) => {
    await verification.confirmEmailByLink(deps, body);
    return null;
  });
  registerEndpoint(app, setPassword, async (context) => {
    await verification.setPassword(deps, callerOf(context), context.body);
    return null;
  });
  registerEndpoint(app, updatePassword, async (context) => {
    await verification.updatePassword(deps, callerOf(context), context.body);
    return null;
  });
  registerEndpoint(app, forgotPassword, async ({ body, request }) => {
    await verification.forgotPassword(deps, body, request.ip);
    return null;
  });
  registerEndpoint(app, confirmForgotPasswordByCode, ({ body, request }) =>
    verification.confirmForgotPasswordByCode(deps, body, request.ip),
  );
  registerEndpoint(app, confirmForgotPasswordByLink, ({ body }) =>
    verification.confirmForgotPasswordByLink(deps, body),
  );
}
