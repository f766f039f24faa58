// `sign-up-guard`: a signed-in work screen (profile, events, users, teams…) is only for users whose
// required sign-up steps are done (§4); anyone else is sent, replacing the entry, to their next step.
import { replace } from 'react-router';
import { ACCOUNT_DETAILS_PATH, runSignUpGuard } from '../../features/registration/lib/sign-up-guard';
import type { RouteMiddleware } from './middleware';

export const signUpGuardMiddleware: RouteMiddleware = async ({ queryClient }) => {
  const target = await runSignUpGuard({ queryClient });
  // null: the progress could not be loaded, the guard stops and the screen opens (§8 silent failure).
  if (target === null || target === ACCOUNT_DETAILS_PATH) return;
  throw replace(target);
};
