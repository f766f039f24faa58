// The app's session: the token manager of spec §4 (shared/auth/token-manager) plugged into the http
// client, and the one question the router asks of it. See docs/decisions/004-web-shell.md.
import { setAccessTokenProvider } from '../shared/api/http-client';
import { tokenManager } from '../shared/auth/token-manager';

/** Whether this browser holds a token set (§4: the current user loads only when stored tokens exist). */
export function hasStoredTokens(): boolean {
  return tokenManager.hasTokens();
}

/** Makes every token-bearing API call ask the token manager; returns the function that undoes it. */
export function installSession(): () => void {
  return setAccessTokenProvider(tokenManager.getAccessToken);
}
