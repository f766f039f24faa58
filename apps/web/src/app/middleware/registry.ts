// Which named middlewares exist and which screens run them. Later issues register their guards here
// (e.g. `sign-up-guard`) and list them for the screens that need them.
import type { ScreenRoute } from '@portal/contract/routes';
import { authMiddleware } from './auth';
import { guestMiddleware } from './guest';
import type { MiddlewareRegistry } from './middleware';

export const MIDDLEWARES: MiddlewareRegistry = {
  auth: authMiddleware,
  guest: guestMiddleware,
};

/** Middlewares beyond `auth`, by route name, run after it in the listed order. */
const EXTRA_MIDDLEWARES: Readonly<Partial<Record<string, readonly string[]>>> = {
  'sign-in': ['guest'],
  'sign-up': ['guest'],
};

export function middlewareNamesFor(route: ScreenRoute): readonly string[] {
  return [...(route.auth ? ['auth'] : []), ...(EXTRA_MIDDLEWARES[route.name] ?? [])];
}
