// Route middleware by name (spec §8 "Routing"): each screen lists the guards it needs by name and the
// screen loader runs them in order before the screen shows. A guard stops the navigation by throwing a
// redirect or a RouteError.
import type { StartupFlags } from '@portal/contract/flags';
import type { ScreenRoute } from '@portal/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { RouteError } from '../route-errors';

export interface MiddlewareContext {
  readonly route: ScreenRoute;
  /** Parameters as the contract parsed them. */
  readonly params: Readonly<Record<string, string>>;
  /** The address being opened, query and hash included. */
  readonly url: URL;
  readonly flags: StartupFlags;
  readonly queryClient: QueryClient;
}

export type RouteMiddleware = (context: MiddlewareContext) => void | Promise<void>;

export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>;

export async function runMiddlewares(
  names: readonly string[],
  registry: MiddlewareRegistry,
  context: MiddlewareContext,
): Promise<void> {
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!middleware) throw new RouteError(500, `Unknown middleware ${name}`);
    await middleware(context);
  }
}
