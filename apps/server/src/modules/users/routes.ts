// Accounts under /api/client/users/users/: sign-up, me/, {id}/ (read, update), {id}/delete_me/ and the
// set_is_* role choices; the registration progress under /api/client/users/register-progresses/.
import {
  changeStepNationalFederation,
  getMyRegistrationProgress,
  SELF_ASSIGNABLE_ROLES,
  SET_ROLE_ENDPOINTS,
} from '@portal/contract/endpoints/registration';
import { deleteMe, getMe, getUser, signUp, updateUser } from '@portal/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as registration from './registration';
import * as users from './service';

export async function usersModule(app: FastifyInstance, deps: users.UsersDeps) {
  registerEndpoint(app, signUp, ({ body, request }) => users.signUp(deps, body, request.ip));
  registerEndpoint(app, getMe, (context) => users.getCurrentUser(deps.db, callerOf(context).userId));
  registerEndpoint(app, getUser, (context) => users.getUser(deps.db, callerOf(context), context.params.id));
  registerEndpoint(app, updateUser, (context) =>
    users.updateUser(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, deleteMe, async (context) => {
    await users.deleteMe(deps, callerOf(context), context.params.id);
    return null;
  });

  registerEndpoint(app, getMyRegistrationProgress, (context) => {
    // The sign-up guard must always see the progress as it is now, never a cached copy.
    context.reply.header('cache-control', 'no-store');
    return registration.getMyProgress(deps.db, callerOf(context));
  });
  registerEndpoint(app, changeStepNationalFederation, (context) =>
    registration.completeNationalFederationStep(deps.db, callerOf(context), context.params.id),
  );
  for (const choice of SELF_ASSIGNABLE_ROLES) {
    registerEndpoint(app, SET_ROLE_ENDPOINTS[choice], (context) =>
      registration.selectRole(deps.db, callerOf(context), choice),
    );
  }
}
