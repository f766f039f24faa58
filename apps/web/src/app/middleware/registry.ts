// Which named middlewares exist and which screens run them.
import type { ScreenRoute } from '@portal/contract/routes';
import { authMiddleware } from './auth';
import { guestMiddleware } from './guest';
import type { MiddlewareRegistry } from './middleware';
import { signUpGuardMiddleware } from './sign-up-guard';

export const MIDDLEWARES: MiddlewareRegistry = {
  auth: authMiddleware,
  guest: guestMiddleware,
  'sign-up-guard': signUpGuardMiddleware,
};

/** Middlewares beyond `auth`, by route name, run after it in the listed order. */
const EXTRA_MIDDLEWARES: Readonly<Partial<Record<string, readonly string[]>>> = {
  'sign-in': ['guest'],
  'sign-up': ['guest'],
};

/**
 * Screens the sign-up guard runs on: every signed-in screen except the content-right ones, which are the
 * authentication, contact-confirmation, create-password, role and sign-up-step screens (decision 005).
 * Those stay reachable while registration is incomplete (optional steps are opened directly).
 */
export function needsCompleteSignUp(route: ScreenRoute): boolean {
  return route.auth && route.layout !== 'content-right';
}

export function middlewareNamesFor(route: ScreenRoute): readonly string[] {
  return [
    ...(route.auth ? ['auth'] : []),
    ...(needsCompleteSignUp(route) ? ['sign-up-guard'] : []),
    ...(EXTRA_MIDDLEWARES[route.name] ?? []),
  ];
}
