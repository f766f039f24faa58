// `sign-up-guard`: a signed-in work screen (profile, events, users, teams…) is only for users whose
// required sign-up steps are done (§4); anyone else is sent, replacing the entry, to their next step.
import { replace } from 'react-router';
import type { MiddlewareContext, RouteMiddleware } from './middleware';

// Imported when needed, not at the top: the guard's code (sign-up flow, user schemas) stays out of the entry.
const loadGuard = () => import('../../features/registration/lib/sign-up-guard');

async function guard({ queryClient }: MiddlewareContext): Promise<void> {
  const { ACCOUNT_DETAILS_PATH, runSignUpGuard } = await loadGuard();
  const target = await runSignUpGuard({ queryClient });
  // null: the progress could not be loaded, the guard stops and the screen opens (§8 silent failure).
  if (target === null || target === ACCOUNT_DETAILS_PATH) return;
  throw replace(target);
}

export const signUpGuardMiddleware: RouteMiddleware = Object.assign(guard, {
  // A failed early load is left to the run, which imports again and reports it.
  prepare: () => void loadGuard().catch(() => undefined),
});
