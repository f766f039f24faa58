// Rules of an event's participant management (decision 017, slice 3): WSK staff read every participant of
// the event (optionally one federation's), NF staff their own federation's whatever they name, in the SQL;
// a draft event is 404 to all but WSK staff. The list and its export share the filters built here.
import type {
  exportEventParticipantsQuerySchema,
  listEventParticipants as listEventParticipantsEndpoint,
} from '@portal/contract/endpoints/participants';
import type { Paged } from '@portal/contract/http';
import type { ParticipantRow as ParticipantRowReply } from '@portal/contract/participant';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { z } from 'zod';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden } from '../../platform/http/errors';
import { buildPage, toPageRequest } from '../../platform/http/paging';
import { type ListLinks, sqlPage } from '../events/people-service';
import { type EventReadDeps, visibleEvent } from '../events/service';
import { type EventParticipantFilters, listEventParticipantPage } from './management-queries';
import type { ParticipantScope } from './queries';
import { toParticipants } from './service';

type EventParticipantsQuery = z.output<NonNullable<(typeof listEventParticipantsEndpoint)['query']>>;
type ExportQuery = z.output<typeof exportEventParticipantsQuerySchema>;

/** The filters both the list and the export take. */
export type EventParticipantsFilterQuery = Omit<EventParticipantsQuery, 'page' | 'page_size'> | ExportQuery;

/** Whose participants the caller reads: WSK staff every federation's (or the one named), NF staff their own. */
function scopeOf(caller: AccessClaims, federation: number | undefined): ParticipantScope {
  if (caller.role === ROLE_TYPES.WSK_ADMIN) return { kind: 'all', federationId: federation };
  if (caller.role === ROLE_TYPES.NF_ADMIN) return { kind: 'nf', callerId: caller.userId };
  throw new Forbidden();
}

/**
 * The event as the caller may see it (404 when unknown, or a draft to anyone but WSK staff) and the
 * filters of its list and export under the caller's scope.
 */
export async function eventParticipantFilters(
  deps: EventReadDeps,
  caller: AccessClaims,
  eventId: number,
  query: EventParticipantsFilterQuery,
): Promise<EventParticipantFilters> {
  const scope = scopeOf(caller, query.federation);
  const event = await visibleEvent(deps.db, caller, eventId);
  return {
    eventId: event.id,
    scope,
    eventSportId: query.event_sport,
    kind: query.kind,
    status: query.status,
    search: query.search || undefined,
    needWskMatch: query.need_wsk_match,
    extraQuota: query.extra_quota,
  };
}

/** Every participant of the event under the filters, by name, paged in SQL with the count beside it. */
export async function listEventParticipants(
  deps: EventReadDeps,
  caller: AccessClaims,
  params: { readonly id: number },
  query: EventParticipantsQuery,
  links: ListLinks,
): Promise<Paged<ParticipantRowReply>> {
  const filters = await eventParticipantFilters(deps, caller, params.id, query);
  const page = toPageRequest(query);
  const { rows, count } = await listEventParticipantPage(deps.db, { filters, ...sqlPage(page) });
  const participants = await toParticipants(deps.db, rows, deps.config);
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page,
    count,
    results: participants.map((participant, index) => {
      const row = rows[index];
      return { ...participant, email: row?.email ?? null, need_wsk_match: row?.needWskMatch ?? false };
    }),
  });
}
