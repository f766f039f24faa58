// What the first screen waits for besides its own code, asked for before the router asks for that code.
// A screen's code is dozens of files, and the browser fetches them in the order asked: the current user's
// loader (every signed-in screen waits for it, decision 006) and the middlewares' code would otherwise
// queue behind them. Nothing here runs a load; the router does, and finds the code there.
import { matchScreen } from '@portal/contract/routes';
import { prepareMiddlewares } from './middleware/middleware';
import { MIDDLEWARES, middlewareNamesFor } from './middleware/registry';
import { hasStoredTokens } from './session';

export function warmFirstLoad(pathname: string): void {
  if (hasStoredTokens()) void import('../shared/auth/get-me').catch(() => undefined);
  const match = matchScreen(pathname);
  if (match) prepareMiddlewares(middlewareNamesFor(match.route), MIDDLEWARES);
}
