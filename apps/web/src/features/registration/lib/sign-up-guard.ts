// The sign-up guard of spec §4: loads fresh progress and the user, picks the first missing required step
// of the user's role (contract sign-up-flow) and says where to go. Navigation is the caller's business.
import { APP_EVENTS } from '@portal/contract/app-events';
import { screenPath } from '@portal/contract/routes';
import { nextSignUpStep } from '@portal/contract/sign-up-flow';
import type { RegistrationProgress } from '@portal/contract/user';
import type { SignUpGuard, SignUpGuardOptions } from '../../../shared/auth/continue-sign-up';
import { getMeQueryOptions } from '../../../shared/auth/get-me';
import { appEvents } from '../../../shared/events/app-events';
import { safeRedirectPath } from '../../../shared/safe-redirect';
import { getMyRegistrationProgressQueryOptions } from '../api/get-my-registration-progress';

export const ACCOUNT_DETAILS_PATH = screenPath('profile-account-details');

let running: Promise<string | null> | null = null;

/**
 * The path to go to: the next step's, else the redirect address (same-origin only), else the account
 * details; null when the progress or the user cannot be loaded (§8: logged, the guard stops). §4 "While a
 * check runs, a second one is ignored": a call during a check gets the running check's answer.
 */
export const runSignUpGuard: SignUpGuard = (options) => {
  running ??= check(options).finally(() => {
    running = null;
  });
  return running;
};

async function check({ queryClient, redirect }: SignUpGuardOptions): Promise<string | null> {
  let progress: RegistrationProgress;
  try {
    progress = await queryClient.fetchQuery(getMyRegistrationProgressQueryOptions());
  } catch (error) {
    console.warn('Registration progress could not be loaded; the sign-up guard stops.', error);
    return null;
  }
  let user = null;
  try {
    user = await queryClient.fetchQuery(getMeQueryOptions());
  } catch (error) {
    console.warn('The current user could not be loaded; the sign-up guard stops.', error);
  }
  if (!user) return null;
  const step = nextSignUpStep(user, progress);
  if (step === null) return safeRedirectPath(redirect) ?? ACCOUNT_DETAILS_PATH;
  if (step.tip) appEvents.emit(APP_EVENTS.SHOW_TIP, { message: step.tip });
  return screenPath(step.route);
}
