import { APP_EVENTS } from '@portal/contract/app-events';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppEventBus, type TipPayload } from './app-events';
import { useAppEvent } from './use-app-event';

describe('useAppEvent', () => {
  it('subscribes while mounted and unsubscribes on unmount', () => {
    const bus = createAppEventBus();
    const handler = vi.fn();
    const { unmount } = renderHook(() => useAppEvent(APP_EVENTS.SHOW_TIP, handler, bus));
    act(() => bus.emit(APP_EVENTS.SHOW_TIP, { message: 'Hello' }));
    expect(handler).toHaveBeenCalledWith({ message: 'Hello' });
    unmount();
    bus.emit(APP_EVENTS.SHOW_TIP, { message: 'Gone' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('calls the latest handler without subscribing again on each render', () => {
    const bus = createAppEventBus();
    const on = vi.spyOn(bus, 'on');
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ label }: { label: string }) =>
        useAppEvent(APP_EVENTS.SHOW_TIP, (tip: TipPayload) => calls.push(`${label}:${tip.message}`), bus),
      { initialProps: { label: 'first' } },
    );
    rerender({ label: 'second' });
    act(() => bus.emit(APP_EVENTS.SHOW_TIP, { message: 'x' }));
    expect(calls).toEqual(['second:x']);
    expect(on).toHaveBeenCalledTimes(1);
  });
});
