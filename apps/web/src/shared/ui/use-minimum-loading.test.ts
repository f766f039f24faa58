import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimumLoading } from './use-minimum-loading';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const render = (isLoading: boolean, minimumMs?: number) =>
  renderHook(({ loading }: { loading: boolean }) => useMinimumLoading(loading, minimumMs), {
    initialProps: { loading: isLoading },
  });

describe('useMinimumLoading', () => {
  it('is false while nothing loads', () => {
    expect(render(false).result.current).toBe(false);
  });

  it('shows at once and stays 200 ms after a fast load ends', () => {
    const { result, rerender } = render(true);
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides at once after a load longer than the minimum', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('shows at once when a load starts after mount', () => {
    const { result, rerender } = render(false);
    rerender({ loading: true });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });

  it('keeps one indicator through a load that restarts while it lingers', () => {
    const { result, rerender } = render(true);
    act(() => vi.advanceTimersByTime(100));
    rerender({ loading: false });
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('takes a custom minimum', () => {
    const { result, rerender } = render(true, 1000);
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});
