// The sport catalogue (public reference lists): sports, national federations (paged, searchable),
// disciplines, stances and devices.
import type { SportReference } from '@portal/contract/endpoints/sport-service';
import type { Paged } from '@portal/contract/http';
import type { NationalFederation, Sport } from '@portal/contract/sport';
import type { Database } from '../../db/client';
import type { FederationRow } from '../../db/schema/federations';
import type { SportRow } from '../../db/schema/sports';
import { devices, disciplines, stances } from '../../db/schema/user-sports';
import { NotFound } from '../../platform/http/errors';
import { buildPage, type PageRequest } from '../../platform/http/paging';
import {
  findFederation,
  listFederations,
  listSportReferences,
  listSports,
  type SportOrdering,
} from './queries';

export const FEDERATION_NOT_FOUND_MESSAGE = 'Federation not found';

/** Beyond this offset no federation can exist (there are about 250); spares PostgreSQL absurd offsets. */
const MAX_FEDERATION_OFFSET = 1_000_000;

export function toSport(row: SportRow): Sport {
  return {
    id: row.id,
    allowed_countries: row.allowedCountries,
    name: row.name,
    need_extra_officials_nto: row.needExtraOfficialsNto,
    need_pre_seed: row.needPreSeed,
    need_extra_quota: row.needExtraQuota,
    type: row.type,
    icon: row.icon,
    dates: row.startDate && row.endDate ? { start: row.startDate, end: row.endDate } : null,
    is_team_based: row.isTeamBased,
    extra_official_rules: row.extraOfficialRules ? { roles: row.extraOfficialRules.roles } : null,
  };
}

export function toFederation(row: FederationRow): NationalFederation {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    country_code: row.countryCode,
    flag: row.flag,
    is_default: row.isDefault,
  };
}

export async function getSports(db: Database, ordering: SportOrdering | undefined): Promise<Sport[]> {
  return (await listSports(db, { ordering: ordering ?? 'name' })).map(toSport);
}

export async function getFederations(
  db: Database,
  query: { search?: string | undefined; include_default?: boolean | undefined },
  page: PageRequest,
  links: { readonly publicUrl: string; readonly requestUrl: string },
): Promise<Paged<NationalFederation>> {
  const search = query.search?.trim() || undefined;
  const { rows, count } = await listFederations(db, {
    search,
    includeDefault: query.include_default ?? false,
    limit: page.offset > MAX_FEDERATION_OFFSET ? 0 : page.limit,
    offset: Math.min(page.offset, MAX_FEDERATION_OFFSET),
  });
  return buildPage({ ...links, page, count, results: rows.map(toFederation) });
}

export async function getFederation(db: Database, id: number): Promise<NationalFederation> {
  const row = await findFederation(db, { id });
  if (!row) throw new NotFound(FEDERATION_NOT_FOUND_MESSAGE);
  return toFederation(row);
}

const REFERENCE_TABLES = { disciplines, stances, devices } as const;

export async function getSportReferences(
  db: Database,
  list: keyof typeof REFERENCE_TABLES,
  sportId: number | undefined,
): Promise<SportReference[]> {
  const rows = await listSportReferences(db, {
    table: REFERENCE_TABLES[list],
    sportId,
    // A stance without a sport fits every sport.
    withShared: list === 'stances',
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    number: row.number,
    sport: row.sportId,
  }));
}
