// Loads the code of a lazy route (spec §8 "Page loading", §9 "Chunk load time-out"). After a deploy an
// open tab asks for chunk files that no longer exist; one reload fetches the new build, and the
// reload window keeps a chunk that is really broken from reloading the page forever.
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_WINDOW_MS } from '@portal/contract/constants';

/**
 * sessionStorage, not localStorage: the guard is against one tab reloading itself in a loop, and it has
 * to survive that tab's reload. Shared by all tabs (localStorage), one tab's reload after a deploy would
 * stop every other tab from fetching the new build and leave them on the error screen.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'portal.chunk-reload-at';

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading a page chunk took longer than ${timeoutMs / 1000} s`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

// What the browsers and Vite say when a dynamic import or its preloaded CSS cannot be fetched.
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's preload helper
  /loading (css )?chunk .* failed/i,
];

/** A failed or timed-out page-chunk load, as opposed to an error thrown by the module's own code. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message))
  );
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface LoadChunkOptions {
  timeoutMs?: number;
  reloadWindowMs?: number;
  now?: () => number;
  reload?: () => void;
  /** null: no storage available. */
  storage?: () => ReloadStorage | null;
}

function sessionStorageOrNull(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Reloads and returns true when the last such reload is old enough (or there was none). */
function reloadOnce(options: Required<LoadChunkOptions>): boolean {
  let storage: ReloadStorage | null;
  let lastReloadAt: number;
  try {
    storage = options.storage();
    lastReloadAt = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? Number.NaN);
  } catch {
    storage = null;
    lastReloadAt = Number.NaN;
  }
  // Without a place to remember the reload, a broken chunk would reload the page in a loop: show the
  // error screen instead.
  if (!storage) return false;
  const now = options.now();
  if (Number.isFinite(lastReloadAt) && now - lastReloadAt <= options.reloadWindowMs) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  options.reload();
  return true;
}

/**
 * Wrap every lazy route: `lazy(() => loadChunk(() => import('./screen')))`. A failed load reloads the page
 * once per window; other failures, and failures inside the window, reject so the route's error screen
 * shows.
 */
export async function loadChunk<T>(importer: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const settings: Required<LoadChunkOptions> = {
    timeoutMs: options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS,
    reloadWindowMs: options.reloadWindowMs ?? CHUNK_RELOAD_WINDOW_MS,
    now: options.now ?? Date.now,
    reload: options.reload ?? (() => window.location.reload()),
    storage: options.storage ?? sessionStorageOrNull,
  };
  try {
    return await withTimeout(importer(), settings.timeoutMs);
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(settings)) {
      // The page is going away: stay pending so the error screen does not flash before it does.
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/**
 * A handler that asks for a chunk ahead of its use, for a button's hover and focus: the dialog it opens is
 * then there by the click. A failure is left to the load that needs the chunk (loadChunk), which says so.
 */
export function prefetchChunk(importer: () => Promise<unknown>): () => void {
  return () => {
    importer().catch(() => {
      // Not needed yet: the load on opening tries again.
    });
  };
}
