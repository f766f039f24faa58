// The event's files, news, media and reports (decision 016). Access comes from the contract; visibility,
// the archived rule and which reports a reader gets from the service.
import {
  createEventMedia,
  createEventNews,
  createEventReport,
  deleteEventMedia,
  deleteEventNews,
  deleteEventReport,
  getEventNews,
  listEventMedia,
  listEventNews,
  listEventReports,
  presignEventUpload,
  updateEventMedia,
  updateEventNews,
  updateEventReport,
} from '@portal/contract/endpoints/event-parts';
import type { FastifyInstance } from 'fastify';
import { callerOf, registerEndpoint } from '../../platform/http/route';
import * as content from './content-service';
import type { EventsDeps } from './service';

export function eventContentRoutes(app: FastifyInstance, deps: EventsDeps): void {
  const { db } = deps;
  registerEndpoint(app, presignEventUpload, (context) =>
    content.presignEventUpload(deps, callerOf(context), context.params.id, context.body),
  );

  registerEndpoint(app, listEventNews, (context) =>
    content.listEventNews(deps, callerOf(context), context.params.id, context.query, {
      requestUrl: context.request.url,
    }),
  );
  registerEndpoint(app, createEventNews, (context) =>
    content.createEventNews(db, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, getEventNews, (context) =>
    content.getEventNews(db, callerOf(context), context.params),
  );
  registerEndpoint(app, updateEventNews, (context) =>
    content.updateEventNews(db, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, deleteEventNews, (context) =>
    content.deleteEventNews(db, callerOf(context), context.params),
  );

  registerEndpoint(app, listEventMedia, (context) =>
    content.listEventMedia(deps, callerOf(context), context.params.id, context.query, {
      requestUrl: context.request.url,
    }),
  );
  registerEndpoint(app, createEventMedia, (context) =>
    content.createEventMedia(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, updateEventMedia, (context) =>
    content.updateEventMedia(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, deleteEventMedia, (context) =>
    content.deleteEventMedia(db, callerOf(context), context.params),
  );

  registerEndpoint(app, listEventReports, (context) =>
    content.listEventReports(deps, callerOf(context), context.params.id, context.query, {
      requestUrl: context.request.url,
    }),
  );
  registerEndpoint(app, createEventReport, (context) =>
    content.createEventReport(deps, callerOf(context), context.params.id, context.body),
  );
  registerEndpoint(app, updateEventReport, (context) =>
    content.updateEventReport(deps, callerOf(context), context.params, context.body),
  );
  registerEndpoint(app, deleteEventReport, (context) =>
    content.deleteEventReport(db, callerOf(context), context.params),
  );
}
