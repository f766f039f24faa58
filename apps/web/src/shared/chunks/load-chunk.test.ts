import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  ChunkLoadTimeoutError,
  isChunkLoadError,
  loadChunk,
  prefetchChunk,
} from './load-chunk';

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/events-abc.js');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    data,
  };
}

// A promise that is still pending after everything queued so far has run.
async function isPending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const settled = await Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(resolve, 0, marker)),
  ]);
  return settled === marker;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    chunkFailure(),
    new TypeError('error loading dynamically imported module: https://x/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/a.css'),
    new ChunkLoadTimeoutError(CHUNK_LOAD_TIMEOUT_MS),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new ReferenceError('x is not defined'),
    new Error('boom'),
    'Failed to fetch dynamically imported module',
    null,
  ])('does not take %s for one', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    const module = { default: () => null };
    await expect(loadChunk(async () => module)).resolves.toBe(module);
  });

  it('reloads the page once on a failed chunk load and remembers when, in sessionStorage by default', async () => {
    const reload = vi.fn();
    const load = loadChunk(() => Promise.reject(chunkFailure()), { reload, now: () => 1_000_000 });
    expect(await isPending(load)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(localStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
  });

  it('rethrows instead of reloading again within 60 s of the last reload', async () => {
    const reload = vi.fn();
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    const failure = chunkFailure();
    await expect(
      loadChunk(() => Promise.reject(failure), {
        reload,
        storage: () => storage,
        now: () => 1_000_000 + 60_000,
      }),
    ).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('reloads again once the last reload is over 60 s old', async () => {
    const reload = vi.fn();
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    const load = loadChunk(() => Promise.reject(chunkFailure()), {
      reload,
      storage: () => storage,
      now: () => 1_000_000 + 60_001,
    });
    expect(await isPending(load)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1060001');
  });

  it('reloads only once for two failures in a row', async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    let now = 5_000;
    const options = { reload, storage: () => storage, now: () => now };
    void loadChunk(() => Promise.reject(chunkFailure()), options);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    now += 10_000;
    await expect(loadChunk(() => Promise.reject(chunkFailure()), options)).rejects.toThrow(
      /dynamically imported/,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('rethrows an error of the module itself without reloading', async () => {
    const reload = vi.fn();
    const failure = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(failure), { reload })).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('rethrows without reloading when there is nowhere to remember the reload', async () => {
    const reload = vi.fn();
    const failure = chunkFailure();
    await expect(loadChunk(() => Promise.reject(failure), { reload, storage: () => null })).rejects.toBe(
      failure,
    );
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    await expect(loadChunk(() => Promise.reject(failure), { reload, storage: throwing })).rejects.toBe(
      failure,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('times out after 120 s and treats the time-out as a failed load', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    // The last reload was 30 s before the time-out fires.
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '90000' });
    const load = loadChunk(() => new Promise<never>(() => {}), {
      reload,
      storage: () => storage,
      now: () => 120_000,
    });
    const outcome = load.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    // Within the reload window, so the time-out reaches the route's error screen.
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on a time-out when no recent reload happened', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    void loadChunk(() => new Promise<never>(() => {}), { reload, storage: () => memoryStorage() });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears its timer when the chunk arrives', async () => {
    vi.useFakeTimers();
    await loadChunk(async () => 'module');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('prefetchChunk', () => {
  it('asks for the chunk each time it is called, and leaves a failure to the load that needs it', async () => {
    const importer = vi.fn(() => Promise.reject(chunkFailure()));
    const prefetch = prefetchChunk(importer);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(prefetch()).toBeUndefined();
      prefetch();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(importer).toHaveBeenCalledTimes(2);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
