import { APP_EVENTS } from '@portal/contract/app-events';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { appEvents, createAppEventBus } from './app-events';

describe('app event bus', () => {
  it('delivers the payload to every handler of the event, and only of that event', () => {
    const bus = createAppEventBus();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    bus.on(APP_EVENTS.SHOW_TIP, first);
    bus.on(APP_EVENTS.SHOW_TIP, second);
    bus.on(APP_EVENTS.SHOW_ERROR_TIP, other);
    bus.emit(APP_EVENTS.SHOW_TIP, { message: 'Saved' });
    expect(first).toHaveBeenCalledWith({ message: 'Saved' });
    expect(second).toHaveBeenCalledWith({ message: 'Saved' });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createAppEventBus();
    const handler = vi.fn();
    const off = bus.on(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD, handler);
    bus.emit(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
    off();
    bus.emit(APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs a once handler for the next emit only, and it can be cancelled before', () => {
    const bus = createAppEventBus();
    const handler = vi.fn();
    const cancelled = vi.fn();
    bus.once(APP_EVENTS.UPDATE_USER_ROSTER_TEAM, handler);
    bus.once(APP_EVENTS.UPDATE_USER_ROSTER_TEAM, cancelled)();
    bus.emit(APP_EVENTS.UPDATE_USER_ROSTER_TEAM);
    bus.emit(APP_EVENTS.UPDATE_USER_ROSTER_TEAM);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('keeps delivering to the others when one handler throws', () => {
    const bus = createAppEventBus();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on(APP_EVENTS.SHOW_WARNING_TIP, () => {
      throw new Error('broken listener');
    });
    bus.on(APP_EVENTS.SHOW_WARNING_TIP, after);
    expect(() => bus.emit(APP_EVENTS.SHOW_WARNING_TIP, { message: 'Careful' })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('lets a handler unsubscribe another during delivery without skipping the current round', () => {
    const bus = createAppEventBus();
    const second = vi.fn();
    let offSecond = () => {};
    bus.on(APP_EVENTS.SHOW_DATES_GUARD_MODAL, () => offSecond());
    offSecond = bus.on(APP_EVENTS.SHOW_DATES_GUARD_MODAL, second);
    bus.emit(APP_EVENTS.SHOW_DATES_GUARD_MODAL, 'CLOSED');
    bus.emit(APP_EVENTS.SHOW_DATES_GUARD_MODAL, 'CLOSED');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('carries the normalised error on the app-wide bus', () => {
    const handler = vi.fn();
    const off = appEvents.on(APP_EVENTS.API_ERROR, handler);
    const error = new ApiError({ code: 500, message: 'boom' });
    appEvents.emit(APP_EVENTS.API_ERROR, error);
    off();
    expect(handler).toHaveBeenCalledWith(error);
  });

  it('types payloads by event name', () => {
    const bus = createAppEventBus();
    // @ts-expect-error api-error needs its ApiError
    bus.emit(APP_EVENTS.API_ERROR);
    // @ts-expect-error a tip is an object with a message
    bus.emit(APP_EVENTS.SHOW_TIP, 'text');
    // @ts-expect-error not an event of the catalogue
    bus.emit('no-such-event');
    bus.on(APP_EVENTS.API_ERROR, (error) => {
      expect(error.error.code).toBeTypeOf('number');
    });
  });
});
