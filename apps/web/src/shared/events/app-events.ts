// The application event bus of spec §8: typed by event name, so a listener cannot misread a payload and
// an emitter cannot invent an event the catalogue does not list.
import { APP_EVENTS } from '@portal/contract/app-events';
import type { ApiError } from '../api/api-error';

/** What the tip events carry; the app shell turns them into notifications. */
export interface TipPayload {
  message: string;
  title?: string;
}

/** What `event-group-details` carries: the sport of an event (its group of disciplines) to show. */
export interface EventGroupDetailsPayload {
  eventId: number;
  /** The event sport (the `:sportId` of the routes). */
  eventSportId: number;
}

/**
 * Payload of every event. `undefined` events carry nothing; `unknown` ones carry data whose shape the feature
 * that raises them has not fixed yet, so a listener has to check it before use.
 */
export interface AppEventPayloads {
  [APP_EVENTS.SHOW_TIP]: TipPayload;
  [APP_EVENTS.SHOW_WARNING_TIP]: TipPayload;
  [APP_EVENTS.SHOW_ERROR_TIP]: TipPayload;
  /** The normalised error of a failed reply (never of a network failure or an abort). */
  [APP_EVENTS.API_ERROR]: ApiError;
  [APP_EVENTS.EVENT_GROUP_DETAILS]: EventGroupDetailsPayload;
  [APP_EVENTS.SHOW_DATES_GUARD_MODAL]: unknown;
  [APP_EVENTS.RECHECK_ELIGIBILITY_AVAILABILITY]: undefined;
  [APP_EVENTS.UPDATE_USER_ROSTER_TEAM]: undefined;
  [APP_EVENTS.RELOAD_SPORT_PAYMENT_CARD]: undefined;
  [APP_EVENTS.RELOAD_CUSTOM_JERSEY_SELECTIONS]: undefined;
  [APP_EVENTS.REFRESH_FIELDS_SELECT_LIST]: undefined;
  [APP_EVENTS.REFRESH_ATHLETES_DROPDOWN]: undefined;
}

export type AppEventName = keyof AppEventPayloads;
export type AppEventHandler<N extends AppEventName> = (payload: AppEventPayloads[N]) => void;
/** The payload argument of `emit`: optional when the event may carry nothing. */
export type AppEventArgs<N extends AppEventName> = undefined extends AppEventPayloads[N]
  ? [payload?: AppEventPayloads[N]]
  : [payload: AppEventPayloads[N]];

export interface AppEventBus {
  emit<N extends AppEventName>(name: N, ...args: AppEventArgs<N>): void;
  /** Returns the function that removes the handler. */
  on<N extends AppEventName>(name: N, handler: AppEventHandler<N>): () => void;
  /** Like `on`, but the handler runs for the next emit only. */
  once<N extends AppEventName>(name: N, handler: AppEventHandler<N>): () => void;
}

export function createAppEventBus(): AppEventBus {
  // Handlers are stored untyped: `on` is the only way in and it ties each handler to its event's payload.
  const handlers = new Map<AppEventName, Set<(payload: unknown) => void>>();

  const on = <N extends AppEventName>(name: N, handler: AppEventHandler<N>) => {
    const listener = handler as (payload: unknown) => void;
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  return {
    emit(name, ...[payload]) {
      const set = handlers.get(name);
      if (!set) return;
      // A copy, so a handler that unsubscribes (or a `once`) does not change the round being delivered.
      for (const handler of [...set]) {
        try {
          handler(payload);
        } catch (error) {
          // One broken listener must neither starve the others nor turn into the emitter's error (the
          // http client emits api-error right before throwing the ApiError its caller expects).
          console.error(`Listener of "${name}" failed`, error);
        }
      }
    },
    on,
    once(name, handler) {
      const off = on(name, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
  };
}

/** The bus of the running app. */
export const appEvents: AppEventBus = createAppEventBus();
