import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withMinimumDelay } from './minimum-delay';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function track<T>(promise: Promise<T>) {
  const tracked = { settled: false, promise };
  promise.then(
    () => {
      tracked.settled = true;
    },
    () => {
      tracked.settled = true;
    },
  );
  return tracked;
}

describe('withMinimumDelay', () => {
  it('holds a fast answer until 200 ms have passed', async () => {
    const delayed = track(withMinimumDelay(Promise.resolve('data')));
    await vi.advanceTimersByTimeAsync(199);
    expect(delayed.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(delayed.promise).resolves.toBe('data');
  });

  it('does not add to a slow answer', async () => {
    const slow = new Promise((resolve) => setTimeout(resolve, 500, 'late'));
    const delayed = track(withMinimumDelay(slow));
    await vi.advanceTimersByTimeAsync(499);
    expect(delayed.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(delayed.promise).resolves.toBe('late');
  });

  it('holds a fast failure as long', async () => {
    const failure = new Error('nope');
    const delayed = track(withMinimumDelay(Promise.reject(failure), 300));
    await vi.advanceTimersByTimeAsync(299);
    expect(delayed.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(delayed.promise).rejects.toBe(failure);
  });
});
