// Moving through the sign-up walk (contract sign-up-flow `signUpScreens`, decision 011): "Next" after a
// save or a skip goes to the next screen of the user's walk with fresh user and progress, "Back" to the
// previous one; both replace the history entry (§2). At the end of the walk the §4 guard decides. A step
// opened from the profile with `?redirect=` (a same-site path) goes back there after saving instead.
import { matchScreen, screenPath } from '@portal/contract/routes';
import { nextSignUpScreen, previousSignUpScreen, signUpScreens } from '@portal/contract/sign-up-flow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useContinueSignUp } from '../../../shared/auth/continue-sign-up';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { tokenManager } from '../../../shared/auth/token-manager';
import { safeRedirectPath } from '../../../shared/safe-redirect';
import { getMyRegistrationProgressQueryOptions } from '../api/get-my-registration-progress';

export interface StepNavigation {
  /** The route name of the screen on view. */
  readonly routeName: string;
  /** The previous screen of the walk, or null on the first one (no Back button). */
  readonly previous: string | null;
  /** Whether this screen may be skipped (an optional step of the role). */
  readonly optional: boolean;
  /** Reloads the user and the progress, then goes to the next screen (or lets the guard decide). */
  readonly goNext: () => Promise<void>;
  readonly goBack: () => Promise<void>;
}

export function useStepNavigation(): StepNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const continueSignUp = useContinueSignUp();
  const signedIn = tokenManager.hasTokens();
  const me = useQuery({ ...getMeQueryOptions(), enabled: signedIn });
  const progress = useQuery({ ...getMyRegistrationProgressQueryOptions(), enabled: signedIn });
  const routeName = matchScreen(location.pathname)?.route.name ?? '';

  const screens = me.data && progress.data ? signUpScreens(me.data, progress.data) : [];
  const current = screens.find((screen) => screen.route === routeName);
  const previous = me.data && progress.data ? previousSignUpScreen(routeName, me.data, progress.data) : null;

  const redirect = safeRedirectPath(new URLSearchParams(location.search).get('redirect'));

  const goNext = useCallback(async () => {
    // The step just saved may change the walk (a minor's guardian steps) and the guard's view of it.
    await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    if (redirect) {
      await navigate(redirect, { replace: true });
      return;
    }
    const [user, fresh] = await Promise.all([
      queryClient.fetchQuery(getMeQueryOptions()),
      queryClient.fetchQuery(getMyRegistrationProgressQueryOptions()).catch(() => null),
    ]);
    const next = user && fresh ? nextSignUpScreen(routeName, user, fresh) : null;
    if (next) {
      await navigate(screenPath(next), { replace: true });
      return;
    }
    await continueSignUp();
  }, [queryClient, routeName, navigate, continueSignUp, redirect]);

  const goBack = useCallback(async () => {
    if (previous) await navigate(screenPath(previous), { replace: true });
  }, [previous, navigate]);

  return { routeName, previous, optional: current?.optional ?? false, goNext, goBack };
}
