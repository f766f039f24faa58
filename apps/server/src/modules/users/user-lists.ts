// Rules of the user-management lists (spec §7 Users): WSK staff see every user, NF staff the users of the
// federation they administer (scoped in SQL, user-list-queries.ts); deleted users never appear. The lists
// are paged in SQL, with two queries each (the page's ids with the count, the rows with their sports).
import { ANTI_DOPING_VALIDITY_YEARS } from '@portal/contract/constants';
import type {
  notApprovedQuerySchema,
  staffCandidatesQuerySchema,
  usersListQuerySchema,
} from '@portal/contract/endpoints/user-management';
import type { Paged } from '@portal/contract/http';
import { ROLE_TYPES, type RoleType } from '@portal/contract/roles';
import type { FederationRef, StaffCandidate, UserListItem } from '@portal/contract/user';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden } from '../../platform/http/errors';
import { buildPage, type PageRequest, toPageRequest } from '../../platform/http/paging';
import { avatarLink, unitOf } from './service';
import {
  listUserPage,
  type UserListFilters,
  type UserListOrdering,
  type UserListScope,
  type UserListSport,
  type UserPageRow,
  type ValidityDay,
} from './user-list-queries';

export interface UserListsDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'publicUrl'>;
}

/** Where the next/previous links point: PUBLIC_URL and the request's own path and query. */
export interface ListLinks {
  readonly requestUrl: string;
}

type UsersListQuery = z.output<typeof usersListQuerySchema>;
type StaffCandidatesQuery = z.output<typeof staffCandidatesQuerySchema>;
type NotApprovedQuery = z.output<typeof notApprovedQuerySchema>;

/** The requests the world federation approves (§4): WSK, NF and ITO roles. */
export const WSK_APPROVED_ROLE_TYPES: readonly RoleType[] = [
  ROLE_TYPES.WSK_ADMIN,
  ROLE_TYPES.NF_ADMIN,
  ROLE_TYPES.ITO,
];

/** The order of each list, which its export follows too. */
export const USERS_DEFAULT_ORDERING: UserListOrdering = 'last_name';
export const STAFF_CANDIDATES_ORDERING: UserListOrdering = 'last_name';
export const PENDING_ORDERING: UserListOrdering = 'oldest_request';

/** No user list is this long; a larger offset reads nothing instead of asking PostgreSQL to skip it. */
const MAX_OFFSET = 10_000_000;

export function scopeOf(caller: AccessClaims): UserListScope {
  if (caller.role === ROLE_TYPES.WSK_ADMIN) return { kind: 'all' };
  if (caller.role === ROLE_TYPES.NF_ADMIN) return { kind: 'nf', callerId: caller.userId };
  // The endpoints admit only WSK and NF staff; this keeps a wrongly wired route from listing everyone.
  throw new Forbidden();
}

/** §4: a passport expiring today is expired; §9: an anti-doping certificate is valid for 3 years. */
export function validityDayOf(now: Date): ValidityDay {
  return {
    today: now.toISOString().slice(0, 10),
    minAntiDopingYear: now.getUTCFullYear() - (ANTI_DOPING_VALIDITY_YEARS - 1),
  };
}

function toStaffCandidate(row: UserPageRow, config: Pick<Config, 'publicUrl'>): StaffCandidate {
  return {
    id: row.id,
    avatar: avatarLink(config, row.avatar),
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    has_anti_doping: row.hasAntiDoping,
    has_passport: row.hasPassport,
    is_valid_for_event: row.isValidForEvent,
    registration_completed: row.registrationCompleted,
    passport_expire_date: row.activeUntilDate,
  };
}

/** The distinct federations of the user's sports; a user representing none is shown with their national one. */
export function federationsOf(
  row: Pick<UserPageRow, 'nationalFederation'>,
  sports: readonly Pick<UserListSport, 'federation'>[],
): FederationRef[] {
  const federations = new Map<number, FederationRef>();
  for (const { federation } of sports) if (federation) federations.set(federation.id, federation);
  if (federations.size === 0 && row.nationalFederation) {
    federations.set(row.nationalFederation.id, row.nationalFederation);
  }
  return [...federations.values()];
}

function toUserListItem(row: UserPageRow, config: Pick<Config, 'publicUrl'>): UserListItem {
  return {
    ...toStaffCandidate(row, config),
    email: row.email,
    gender: row.gender,
    role: row.role,
    department: unitOf(row.department),
    group: row.group
      ? {
          id: row.group.id,
          name: row.group.name,
          organization_type: row.group.organizationType,
          allow_sports: row.group.allowSports,
        }
      : null,
    job: unitOf(row.job),
    federations: federationsOf(row, row.sports),
    sport: row.sports.map(({ sport }) => sport),
  };
}

interface ListRequest {
  readonly filters: UserListFilters;
  readonly ordering: UserListOrdering;
  readonly page: PageRequest;
  readonly now: Date;
}

async function readPage(deps: UserListsDeps, caller: AccessClaims, request: ListRequest) {
  const { page } = request;
  return listUserPage(deps.db, {
    scope: scopeOf(caller),
    filters: request.filters,
    ordering: request.ordering,
    day: validityDayOf(request.now),
    limit: page.offset > MAX_OFFSET ? 0 : page.limit,
    offset: Math.min(page.offset, MAX_OFFSET),
  });
}

/** A page of full list items. */
async function userItemsPage(
  deps: UserListsDeps,
  caller: AccessClaims,
  request: ListRequest,
  links: ListLinks,
): Promise<Paged<UserListItem>> {
  const { rows, count } = await readPage(deps, caller, request);
  const results = rows.map((row) => toUserListItem(row, deps.config));
  return buildPage({
    publicUrl: deps.config.publicUrl,
    requestUrl: links.requestUrl,
    page: request.page,
    count,
    results,
  });
}

/** The users list's filters, as the list reads them from its query and the export from its body. */
export type UsersListFilterInput = Omit<UsersListQuery, 'page' | 'page_size' | 'ordering'>;
export type StaffCandidatesFilterInput = Omit<StaffCandidatesQuery, 'page' | 'page_size'>;
export type NotApprovedFilterInput = Omit<NotApprovedQuery, 'page' | 'page_size'>;

/** A role or permission filter matches approved roles only; pending requests are the not-approved lists'. */
export function usersListFilters(query: UsersListFilterInput): UserListFilters {
  return {
    search: query.search || undefined,
    role:
      query.role || query.permission
        ? { status: 'approved', types: query.role && [query.role], permission: query.permission }
        : undefined,
    federationId: query.federation,
    sportId: query.sport,
    gender: query.gender,
    registrationCompleted: query.registration_completed,
    isValidForEvent: query.is_valid_for_event,
    hasPassport: query.has_passport,
    hasAntiDoping: query.has_anti_doping,
  };
}

/** Registered users with an approved role other than athlete. */
export function staffCandidateFilters(query: StaffCandidatesFilterInput): UserListFilters {
  return {
    search: query.search || undefined,
    role: { status: 'approved', exceptType: ROLE_TYPES.ATHLETE },
    registrationCompleted: true,
    isValidForEvent: query.is_valid_for_event,
  };
}

/** Pending requests of these role types, narrowed by the query's role. */
export function pendingFilters(types: readonly RoleType[], query: NotApprovedFilterInput): UserListFilters {
  return {
    search: query.search || undefined,
    role: { status: 'pending', types: types.filter((type) => !query.role || type === query.role) },
  };
}

/**
 * listUsers: every filter of the contract. A role or permission filter matches approved roles only;
 * pending requests are the not-approved lists' business.
 */
export async function listUsers(
  deps: UserListsDeps,
  caller: AccessClaims,
  query: UsersListQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<UserListItem>> {
  const filters = usersListFilters(query);
  const page = toPageRequest(query);
  return userItemsPage(
    deps,
    caller,
    { filters, ordering: query.ordering ?? USERS_DEFAULT_ORDERING, page, now },
    links,
  );
}

/** Registered users with an approved role other than athlete, who can be put on an event's staff. */
export async function listStaffCandidates(
  deps: UserListsDeps,
  caller: AccessClaims,
  query: StaffCandidatesQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<StaffCandidate>> {
  const filters = staffCandidateFilters(query);
  const page = toPageRequest(query);
  const { rows, count } = await readPage(deps, caller, {
    filters,
    ordering: STAFF_CANDIDATES_ORDERING,
    page,
    now,
  });
  const results = rows.map((row) => toStaffCandidate(row, deps.config));
  return buildPage({ publicUrl: deps.config.publicUrl, requestUrl: links.requestUrl, page, count, results });
}

/** Pending requests of these role types (narrowed by the query's role), oldest first. */
function pendingRequests(
  deps: UserListsDeps,
  caller: AccessClaims,
  types: readonly RoleType[],
  query: NotApprovedQuery,
  links: ListLinks,
  now: Date,
): Promise<Paged<UserListItem>> {
  const filters = pendingFilters(types, query);
  const page = toPageRequest(query);
  return userItemsPage(deps, caller, { filters, ordering: PENDING_ORDERING, page, now }, links);
}

/** Athletes awaiting their federation's approval (NF staff: of their federation). */
export function listNotApprovedUsers(
  deps: UserListsDeps,
  caller: AccessClaims,
  query: NotApprovedQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<UserListItem>> {
  return pendingRequests(deps, caller, [ROLE_TYPES.ATHLETE], query, links, now);
}

/** WSK, NF and ITO requests awaiting the world federation's approval (WSK staff only, by the contract). */
export function listNotApprovedWskUsers(
  deps: UserListsDeps,
  caller: AccessClaims,
  query: NotApprovedQuery,
  links: ListLinks,
  now = new Date(),
): Promise<Paged<UserListItem>> {
  return pendingRequests(deps, caller, WSK_APPROVED_ROLE_TYPES, query, links, now);
}
