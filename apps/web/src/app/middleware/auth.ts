// `auth`: a screen that needs a signed-in user sends a visitor without tokens to sign-in, remembering
// where they were going (`?redirect=`), and replaces the history entry so Back does not loop.
import { replace } from 'react-router';
import { hasStoredTokens } from '../session';
import type { RouteMiddleware } from './middleware';

export const SIGN_IN_PATH = '/sign-in';

export function signInRedirectPath(url: URL): string {
  const query = new URLSearchParams({ redirect: `${url.pathname}${url.search}${url.hash}` });
  return `${SIGN_IN_PATH}?${query.toString()}`;
}

export const authMiddleware: RouteMiddleware = ({ url }) => {
  if (!hasStoredTokens()) throw replace(signInRedirectPath(url));
};
