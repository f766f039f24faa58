// Stand-in for the token manager of the authentication issue (spec §4): whether this browser holds a
// token set at all. The authentication issue replaces this module; see docs/decisions/004-web-shell.md.

/** Where the token set {access, refresh, exp_access, exp_refresh} is kept (spec §3). */
export const TOKENS_STORAGE_KEY = 'portal.tokens';

export function hasStoredTokens(): boolean {
  let raw: string | null;
  try {
    raw = localStorage.getItem(TOKENS_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes); no storage means no session.
    return false;
  }
  if (!raw) return false;
  try {
    const tokens: unknown = JSON.parse(raw);
    if (typeof tokens !== 'object' || tokens === null) return false;
    const { access, refresh } = tokens as Record<string, unknown>;
    return typeof access === 'string' && access !== '' && typeof refresh === 'string' && refresh !== '';
  } catch {
    return false;
  }
}
