// The loads every page start makes (spec §7: "Startup also loads payment currencies, payment systems, the
// user's teams, the current team application period, not-paid orders, the current user and the user's
// sports") and how each fails (§8 "Silent failures": logged only, the app keeps a fallback value).
// Each feature adds its load here as its endpoint lands; docs/decisions/006-startup-loads.md lists them.
// Loads other than config (which the router reads anyway) import their query module when they run, so
// their endpoint schemas stay out of the entry chunk and a visitor without tokens never fetches the
// session-only ones; the fallbacks use keys from light modules, so they apply even if that import fails.
import type { QueryClient } from '@tanstack/react-query';
import { ME_KEY } from '../shared/auth/me-key';
import { loadStartupFlags } from '../shared/config/get-config';
import { NOT_PAID_ORDERS_KEY } from '../shared/payments/payments-key';
import {
  MY_TEAMS_KEY,
  NO_TEAM_APPLICATION_PERIOD,
  TEAM_APPLICATION_PERIOD_KEY,
} from '../shared/teams/teams-keys';
import { hasStoredTokens } from './session';

export interface StartupLoad {
  readonly name: string;
  /** Runs only while a token set is stored (§4: "The current user loads only when stored tokens exist"). */
  readonly needsSession: boolean;
  /** Fetches into the query cache; a rejection is logged and the load's fallback stands. */
  readonly load: (queryClient: QueryClient) => Promise<unknown>;
  /** Puts the value the app holds after a failed load (e.g. not-paid orders become an empty list). */
  readonly onFailure?: (queryClient: QueryClient) => void;
  /**
   * The first screen waits for it (startStartupLoads). Only the flags, which decide what screens exist, and
   * the current user, whose 401 signs out a session the server has ended before the auth middleware looks;
   * the screens that show the others ask for them, and get the same query.
   */
  readonly gatesScreens?: boolean;
}

export const STARTUP_LOADS: readonly StartupLoad[] = [
  // Public settings and the startup flags of §9; a failure already falls back to the default flags.
  { name: 'config', needsSession: false, gatesScreens: true, load: loadStartupFlags },
  // §4: only with stored tokens; a failure means no user (signed out), the tokens go only on a 401.
  {
    name: 'current-user',
    needsSession: true,
    gatesScreens: true,
    load: async (queryClient) => (await import('../shared/auth/get-me')).loadCurrentUser(queryClient),
    onFailure: (queryClient) => queryClient.setQueryData(ME_KEY, null),
  },
  // §7 "the user's sports"; §8: a failure is only logged, the screens that show them load them again.
  {
    name: 'user-sports',
    needsSession: true,
    load: async (queryClient) => {
      const { getMyUserSportsQueryOptions } = await import('../features/registration/api/get-my-user-sports');
      return queryClient.fetchQuery(getMyUserSportsQueryOptions());
    },
  },
  // §7 "the user's teams": the first is the team-admin team (§3); §8: after a failure there is none.
  {
    name: 'my-teams',
    needsSession: true,
    load: async (queryClient) => {
      const { getMyTeamsQueryOptions } = await import('../shared/teams/get-my-teams');
      return queryClient.fetchQuery(getMyTeamsQueryOptions());
    },
    onFailure: (queryClient) => queryClient.setQueryData(MY_TEAMS_KEY, []),
  },
  // §7 "payment currencies, payment systems": logged only on failure; the payments screens ask again.
  {
    name: 'payment-currencies',
    needsSession: true,
    load: async (queryClient) => {
      const { getCurrenciesQueryOptions } = await import('../shared/payments/get-payment-reference');
      return queryClient.fetchQuery(getCurrenciesQueryOptions());
    },
  },
  {
    name: 'payment-systems',
    needsSession: true,
    load: async (queryClient) => {
      const { getPaymentSystemsQueryOptions } = await import('../shared/payments/get-payment-reference');
      return queryClient.fetchQuery(getPaymentSystemsQueryOptions());
    },
  },
  // §7 "not-paid orders", for the header's indicator; §8: after a failure they are an empty list.
  {
    name: 'not-paid-orders',
    needsSession: true,
    load: async (queryClient) => {
      const { getNotPaidOrdersQueryOptions } = await import('../shared/payments/get-not-paid-orders');
      return queryClient.fetchQuery(getNotPaidOrdersQueryOptions());
    },
    onFailure: (queryClient) => queryClient.setQueryData(NOT_PAID_ORDERS_KEY, []),
  },
  // §7 "the current team application period" (decision 019; no token): §8 logs a failure only, and the app
  // then holds no open period, so the application screen says applications are closed.
  {
    name: 'team-application-period',
    needsSession: false,
    load: async (queryClient) => {
      const { getTeamApplicationPeriodQueryOptions } = await import(
        '../shared/teams/get-team-application-period'
      );
      return queryClient.fetchQuery(getTeamApplicationPeriodQueryOptions());
    },
    onFailure: (queryClient) =>
      queryClient.setQueryData(TEAM_APPLICATION_PERIOD_KEY, NO_TEAM_APPLICATION_PERIOD),
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

/**
 * Starts every applicable load; answers once those that gate the screens are done (with the names of those
 * that failed), while the others go on: the first screen does not wait for loads it does not show.
 */
export function startStartupLoads(
  queryClient: QueryClient,
  { loads = STARTUP_LOADS, ...options }: RunStartupLoadsOptions = {},
): Promise<string[]> {
  void runStartupLoads(queryClient, { ...options, loads: loads.filter((entry) => !entry.gatesScreens) });
  return runStartupLoads(queryClient, { ...options, loads: loads.filter((entry) => entry.gatesScreens) });
}
