// The event API under /api/client/events/ (decision 015): events, their sports, and each sport's
// participant windows and fees. Access comes from the contract; visibility and rules from the service.
import {
  archiveEvent,
  createEvent,
  createEventSport,
  deleteEvent,
  deleteEventSport,
  getEvent,
  getEventSport,
  listEventSports,
  listEvents,
  publishEvent,
  setParticipantSettings,
  updateEvent,
  updateEventSport,
} from '@portal/contract/endpoints/events';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import { eventContentRoutes } from './content-routes';
import { eventPeopleRoutes } from './people-routes';
import { EVENT_LIST_TABLES } from './queries';
import * as events from './service';

export async function eventsModule(app: FastifyInstance, deps: events.EventsDeps) {
  const { db } = deps;
  registerEndpoint(
    app,
    listEvents,
    (context) =>
      events.listEvents(deps, callerOf(context), context.query, { requestUrl: context.request.url }),
    { cache: EVENT_LIST_TABLES },
  );
  registerEndpoint(app, createEvent, (context) => events.createEvent(db, callerOf(context), context.body));
  registerEndpoint(app, getEvent, (context) => events.getEvent(deps, callerOf(context), context.params.id));
  registerEndpoint(app, updateEvent, (context) =>
    events.updateEvent(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, deleteEvent, (context) =>
    events.deleteEvent(db, callerOf(context), context.params.id),
  );
  registerEndpoint(app, publishEvent, (context) =>
    events.publishEvent(deps, callerOf(context), context.params.id),
  );
  registerEndpoint(app, archiveEvent, (context) =>
    events.archiveEvent(deps, callerOf(context), context.params.id),
  );

  registerEndpoint(app, listEventSports, (context) =>
    events.listEventSports(db, callerOf(context), context.params.id),
  );
  registerEndpoint(app, createEventSport, (context) =>
    events.createEventSport(db, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, getEventSport, (context) =>
    events.getEventSport(db, callerOf(context), context.params),
  );
  registerEndpoint(app, updateEventSport, (context) =>
    events.updateEventSport(db, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, deleteEventSport, (context) =>
    events.deleteEventSport(db, callerOf(context), context.params),
  );
  registerEndpoint(app, setParticipantSettings, (context) =>
    events.setParticipantSettings(db, callerOf(context), context.params, context.body),
  );

  eventContentRoutes(app, deps);
  eventPeopleRoutes(app, deps);
}
