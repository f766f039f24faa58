// Accounts under /api/client/users/users/: sign-up, me/, {id}/ (read, update) and {id}/delete_me/.
import { deleteMe, getMe, getUser, signUp, updateUser } from '@portal/contract/endpoints/users';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
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
}
