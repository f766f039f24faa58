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

export interface RouteMiddleware {
  (context: MiddlewareContext): void | Promise<void>;
  /**
   * Starts loading the code the middleware imports when it runs, called as the navigation starts: it then
   * arrives beside the start-up loads the middlewares wait for, not after them. Never throws.
   */
  readonly prepare?: () => void;
}

export type MiddlewareRegistry = Readonly<Record<string, RouteMiddleware>>;

/** Calls `prepare` of the named middlewares that have one. */
export function prepareMiddlewares(names: readonly string[], registry: MiddlewareRegistry): void {
  for (const name of names) {
    if (Object.hasOwn(registry, name)) registry[name]?.prepare?.();
  }
}

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
