// The short-lived token set a confirmed password recovery hands out. It only allows `set_password/`, so it
// is kept apart from the sign-in's token set (which would make the visitor look signed in) and only in
// this tab's sessionStorage, and it is sent explicitly by the one call that uses it.
import type { TokenSet } from '@portal/contract/endpoints/auth';

export const RECOVERY_STORAGE_KEY = 'portal.recovery';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storeRecovery(tokens: TokenSet): void {
  try {
    storage()?.setItem(
      RECOVERY_STORAGE_KEY,
      JSON.stringify({ access: tokens.access, exp_access: tokens.exp_access }),
    );
  } catch {
    // Blocked storage: the recovery cannot continue past this screen; the next one sends the visitor back.
  }
}

/** The recovery's access token while it is valid, else null. */
export function recoveryAccessToken(now: number = Date.now()): string | null {
  try {
    const raw = storage()?.getItem(RECOVERY_STORAGE_KEY);
    if (!raw) return null;
    const { access, exp_access } = JSON.parse(raw) as { access?: unknown; exp_access?: unknown };
    if (typeof access !== 'string' || typeof exp_access !== 'number') return null;
    return exp_access * 1000 > now ? access : null;
  } catch {
    return null;
  }
}

export function clearRecovery(): void {
  try {
    storage()?.removeItem(RECOVERY_STORAGE_KEY);
  } catch {
    // Nothing stored where nothing can be stored.
  }
}
