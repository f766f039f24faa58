// Subscribes a component to an application event (spec §8) for as long as it is mounted.
import { useEffect, useEffectEvent } from 'react';
import { type AppEventBus, type AppEventHandler, type AppEventName, appEvents } from './app-events';

/**
 * The handler may be a fresh closure on every render: it is read through an Effect Event, so the
 * subscription is made once per event name instead of on each render, and still sees current props.
 */
export function useAppEvent<N extends AppEventName>(
  name: N,
  handler: AppEventHandler<N>,
  bus: AppEventBus = appEvents,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => bus.on(name, (payload) => onEvent(payload)), [bus, name]);
}
