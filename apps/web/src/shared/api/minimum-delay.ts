// Spec §7 "A minimum fetch delay of 200 ms applies": a call that answers at once still takes this long,
// so a loading state does not flicker on and off.
import { MIN_FETCH_DELAY_MS } from '@portal/contract/constants';

/** Settles as `promise` does, but not before `ms` have passed; failures are held back as long. */
export async function withMinimumDelay<T>(promise: Promise<T>, ms: number = MIN_FETCH_DELAY_MS): Promise<T> {
  const [result] = await Promise.allSettled([
    promise,
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
