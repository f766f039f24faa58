// The loads every page start makes (spec §7: "Startup also loads payment currencies, payment systems, the
// user's teams, the current team application period, not-paid orders, the current user and the user's
// sports") and how each fails (§8 "Silent failures": logged only, the app keeps a fallback value).
// Each feature adds its load here as its endpoint lands; docs/decisions/006-startup-loads.md lists them.
import type { QueryClient } from '@tanstack/react-query';
import { getMyUserSportsQueryOptions } from '../features/registration/api/get-my-user-sports';
import { getMeQueryOptions, loadCurrentUser } from '../shared/auth/get-me';
import { loadStartupFlags } from '../shared/config/get-config';
import { getNotPaidOrdersQueryOptions } from '../shared/payments/get-not-paid-orders';
import {
  getCurrenciesQueryOptions,
  getPaymentSystemsQueryOptions,
} from '../shared/payments/get-payment-reference';
import { getMyTeamsQueryOptions } from '../shared/teams/get-my-teams';
import {
  getTeamApplicationPeriodQueryOptions,
  NO_TEAM_APPLICATION_PERIOD,
} from '../shared/teams/get-team-application-period';
import { hasStoredTokens } from './session';

export interface StartupLoad {
  readonly name: string;
  /** Runs only while a token set is stored (§4: "The current user loads only when stored tokens exist"). */
  readonly needsSession: boolean;
  /** Fetches into the query cache; a rejection is logged and the load's fallback stands. */
  readonly load: (queryClient: QueryClient) => Promise<unknown>;
  /** Puts the value the app holds after a failed load (e.g. not-paid orders become an empty list). */
  readonly onFailure?: (queryClient: QueryClient) => void;
}

export const STARTUP_LOADS: readonly StartupLoad[] = [
  // Public settings and the startup flags of §9; a failure already falls back to the default flags.
  { name: 'config', needsSession: false, load: loadStartupFlags },
  // §4: only with stored tokens; a failure means no user (signed out), the tokens go only on a 401.
  {
    name: 'current-user',
    needsSession: true,
    load: loadCurrentUser,
    onFailure: (queryClient) => queryClient.setQueryData(getMeQueryOptions().queryKey, null),
  },
  // §7 "the user's sports"; §8: a failure is only logged, the screens that show them load them again.
  {
    name: 'user-sports',
    needsSession: true,
    load: (queryClient) => queryClient.fetchQuery(getMyUserSportsQueryOptions()),
  },
  // §7 "the user's teams": the first is the team-admin team (§3); §8: after a failure there is none.
  {
    name: 'my-teams',
    needsSession: true,
    load: (queryClient) => queryClient.fetchQuery(getMyTeamsQueryOptions()),
    onFailure: (queryClient) => queryClient.setQueryData(getMyTeamsQueryOptions().queryKey, []),
  },
  // §7 "payment currencies, payment systems": logged only on failure; the payments screens ask again.
  {
    name: 'payment-currencies',
    needsSession: true,
    load: (queryClient) => queryClient.fetchQuery(getCurrenciesQueryOptions()),
  },
  {
    name: 'payment-systems',
    needsSession: true,
    load: (queryClient) => queryClient.fetchQuery(getPaymentSystemsQueryOptions()),
  },
  // §7 "not-paid orders", for the header's indicator; §8: after a failure they are an empty list.
  {
    name: 'not-paid-orders',
    needsSession: true,
    load: (queryClient) => queryClient.fetchQuery(getNotPaidOrdersQueryOptions()),
    onFailure: (queryClient) => queryClient.setQueryData(getNotPaidOrdersQueryOptions().queryKey, []),
  },
  // §7 "the current team application period" (decision 019; no token): §8 logs a failure only, and the app
  // then holds no open period, so the application screen says applications are closed.
  {
    name: 'team-application-period',
    needsSession: false,
    load: (queryClient) => queryClient.fetchQuery(getTeamApplicationPeriodQueryOptions()),
    onFailure: (queryClient) =>
      queryClient.setQueryData(getTeamApplicationPeriodQueryOptions().queryKey, NO_TEAM_APPLICATION_PERIOD),
  },
];

export interface RunStartupLoadsOptions {
  readonly loads?: readonly StartupLoad[];
  readonly hasSession?: () => boolean;
}

/**
 * Runs every applicable load side by side and waits for all of them; never rejects, because a page must
 * open even when one of these calls fails. Returns the names of the loads that failed.
 */
export async function runStartupLoads(
  queryClient: QueryClient,
  { loads = STARTUP_LOADS, hasSession = hasStoredTokens }: RunStartupLoadsOptions = {},
): Promise<string[]> {
  const signedIn = hasSession();
  const results = await Promise.all(
    loads
      .filter((entry) => signedIn || !entry.needsSession)
      .map(async (entry) => {
        try {
          await entry.load(queryClient);
          return null;
        } catch (error) {
          console.warn(`Startup load "${entry.name}" failed.`, error);
          entry.onFailure?.(queryClient);
          return entry.name;
        }
      }),
  );
  return results.filter((name): name is string => name !== null);
}
