// Where a user goes once signed in, confirmed or given a password: the sign-up guard (§4) decides. The
// guard lives in the registration feature; features may not import each other, so the app shell hands it
// down through this context and the auth screens ask for it here.
import { screenPath } from '@portal/contract/routes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirectPath } from '../safe-redirect';

export interface SignUpGuardOptions {
  readonly queryClient: QueryClient;
  /** The `?redirect=` address; used instead of the account details once nothing is missing. */
  readonly redirect?: string | null;
}

/** Resolves the path to go to, or null when the guard stops (no navigation). */
export type SignUpGuard = (options: SignUpGuardOptions) => Promise<string | null>;

/** Where the user goes when nothing is missing: the redirect address, else the account details (§2). */
const defaultTarget = (redirect?: string | null): string =>
  safeRedirectPath(redirect) ?? screenPath('profile-account-details');

/** Without a guard (a screen rendered on its own), the user goes where sign-in always sent them. */
const noGuard: SignUpGuard = async ({ redirect }) => defaultTarget(redirect);

export const SignUpGuardContext = createContext<SignUpGuard>(noGuard);

/**
 * Runs the sign-up guard and replaces the current history entry with its target (§2). When the guard
 * stops (its progress could not be loaded, §8), the screen still moves on as if nothing were missing, so a
 * successful sign-in never leaves the user on the form; the guarded screens check again on arrival.
 */
export function useContinueSignUp(): (redirect?: string | null) => Promise<void> {
  const guard = useContext(SignUpGuardContext);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (redirect) => {
      const target = (await guard({ queryClient, redirect })) ?? defaultTarget(redirect);
      await navigate(target, { replace: true });
    },
    [guard, queryClient, navigate],
  );
}
