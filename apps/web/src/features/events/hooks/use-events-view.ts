// The /events/all view held in the URL query. Changes start from the latest view this hook wrote, not from
// the last rendered one: the router renders navigations in a transition, so two quick changes would
// otherwise both start from the same old query and the second undo the first.
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type EventsView, readEventsView, writeEventsView } from '../lib/events-view';

export function useEventsView(): [EventsView, (change: (view: EventsView) => EventsView) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const latest = useRef({ rendered, query: rendered });
  // A navigation from elsewhere (back button, a link) replaces what this hook last wrote.
  if (latest.current.rendered !== rendered) latest.current = { rendered, query: rendered };

  const update = useCallback(
    (change: (view: EventsView) => EventsView) => {
      const next = writeEventsView(change(readEventsView(new URLSearchParams(latest.current.query))));
      latest.current = { ...latest.current, query: next.toString() };
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return [readEventsView(params), update];
}
