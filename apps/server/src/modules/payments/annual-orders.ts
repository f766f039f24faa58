// Seasons and annual team fees (decision 019): the season today falls in, the seasons a team is active in,
// the fees of the current and coming seasons with the team's order for each, and the team's annual orders.
// An annual order is an order of decision 018's ledger (a season instead of an event, one line for the fee):
// its lists, reads, amount check, payments and refunds are the event orders' functions called with the
// 'annual' subject, which answer 404 for an event order. The team's administrator acts for the team; WSK
// staff read every team's, and WSK administrators open an order for a team.
import type {
  activePaidByTeamQuerySchema,
  annualOrdersQuerySchema,
  createAnnualOrderBodySchema,
  teamParamQuerySchema,
  wskAnnualOrdersQuerySchema,
} from '@portal/contract/endpoints/annual-fees';
import { ANNUAL_FEE_MESSAGES } from '@portal/contract/endpoints/annual-fees';
import { TEAM_MESSAGES } from '@portal/contract/endpoints/teams';
import type { Paged } from '@portal/contract/http';
import { fromCents, toCents } from '@portal/contract/money';
import type { Order, OrderDetail, OrderTab } from '@portal/contract/order';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { AnnualTeamFee, TeamSeason } from '@portal/contract/team';
import type { z } from 'zod';
import type { AccessClaims } from '../../platform/auth/tokens';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { recordAudit } from '../audit/service';
import type { ListLinks } from '../events/people-service';
import {
  findAnnualOrderId,
  findCurrentSeason,
  findSeasonWithFee,
  findTeam,
  listOpenFees,
  listPaidSeasonsOfTeam,
  openAnnualOrder,
  type SeasonRow,
} from './annual-queries';
import { loadOrderDetail, loadOrderDetails, orderReference, toOrder } from './order-details';
import { readableOrder } from './order-payments';
import { teamIdsAdministeredBy } from './order-queries';
import { listTeamOrders, type OrderReadDeps, pageOfOrders } from './order-reads';
import { orderNotFoundFor } from './order-subject';

type ActivePaidByTeamQuery = z.output<typeof activePaidByTeamQuerySchema>;
type TeamParamQuery = z.output<typeof teamParamQuerySchema>;
type CreateAnnualOrderBody = z.output<typeof createAnnualOrderBodySchema>;
type AnnualOrdersQuery = z.output<typeof annualOrdersQuerySchema>;
type WskAnnualOrdersQuery = z.output<typeof wskAnnualOrdersQuerySchema>;

const isWskStaff = (caller: AccessClaims) => caller.role === ROLE_TYPES.WSK_ADMIN;
const teamNotFound = () => new NotFound(TEAM_MESSAGES.TEAM_NOT_FOUND);

function toSeason(row: SeasonRow): TeamSeason {
  return { id: row.id, name: row.name, starts_on: row.startsOn, ends_on: row.endsOn };
}

// Seasons ---------------------------------------------------------------------------------------------------

/** The season today (the server's UTC day) falls in; null between seasons. */
export async function getCurrentSeason(deps: Pick<OrderReadDeps, 'db'>): Promise<TeamSeason | null> {
  const row = await findCurrentSeason(deps.db);
  return row ? toSeason(row) : null;
}

/** The seasons the team is active in (its annual order paid or waived), newest first; 404 for no team. */
export async function listActivePaidSeasons(
  deps: Pick<OrderReadDeps, 'db'>,
  query: ActivePaidByTeamQuery,
): Promise<TeamSeason[]> {
  if (!(await findTeam(deps.db, { id: query.team }))) throw teamNotFound();
  return (await listPaidSeasonsOfTeam(deps.db, { teamId: query.team })).map(toSeason);
}

// Fees ------------------------------------------------------------------------------------------------------

/**
 * The team a team-admin call is about: the one named, or the caller's first administered team (lowest id).
 * The team's administrator and WSK staff may ask; anyone else, and a team that does not exist, is 404.
 */
async function teamOfCaller(
  deps: Pick<OrderReadDeps, 'db'>,
  caller: AccessClaims,
  named: number | undefined,
): Promise<number> {
  if (named === undefined) {
    const [first] = await teamIdsAdministeredBy(deps.db, { userId: caller.userId });
    if (first === undefined) throw teamNotFound();
    return first;
  }
  const team = await findTeam(deps.db, { id: named });
  if (!team || !(isWskStaff(caller) || team.adminUserId === caller.userId)) throw teamNotFound();
  return team.id;
}

/** The fees of the seasons not ended yet, soonest first, each with the team's annual order (null until opened). */
export async function listFeesForTeamAdmin(
  deps: OrderReadDeps,
  caller: AccessClaims,
  query: TeamParamQuery,
): Promise<AnnualTeamFee[]> {
  const teamId = await teamOfCaller(deps, caller, query.team);
  const fees = await listOpenFees(deps.db, { teamId });
  const orderIds = fees.flatMap((fee) => (fee.orderId === null ? [] : [fee.orderId]));
  const ordersById = new Map((await loadOrderDetails(deps.db, orderIds)).map((order) => [order.id, order]));
  return fees.map((fee): AnnualTeamFee => {
    const order = fee.orderId === null ? undefined : ordersById.get(fee.orderId);
    return {
      id: fee.id,
      name: fee.name,
      season: toSeason(fee.season),
      amount: fromCents(toCents(fee.amount)),
      currency: fee.currency,
      order: order
        ? {
            id: order.id,
            reference: orderReference(order.id),
            state: order.state,
            outstanding: order.amounts.outstanding,
          }
        : null,
    };
  });
}

// Annual orders ---------------------------------------------------------------------------------------------

/**
 * Opens the team's annual order for the season's fee (its amount, in its currency), or answers the one
 * already opened: a team has one per season. The team's administrator opens it, or a WSK administrator (a
 * WSK viewer is refused); anyone else is answered as for no team. No season is 404, a season with no fee 400.
 * A team's administrator opens no new order for a season that has ended nor while the team is banned (400);
 * a WSK administrator may, to bill a late fee.
 */
export async function createAnnualOrder(
  deps: OrderReadDeps,
  caller: AccessClaims,
  body: CreateAnnualOrderBody,
): Promise<OrderDetail> {
  const team = await findTeam(deps.db, { id: body.team });
  if (!team) throw teamNotFound();
  if (team.adminUserId !== caller.userId) {
    if (!isWskStaff(caller)) throw teamNotFound();
    if (caller.permission !== 'admin') throw new Forbidden();
  }
  const season = await findSeasonWithFee(deps.db, { seasonId: body.season });
  if (!season) throw new NotFound(ANNUAL_FEE_MESSAGES.SEASON_NOT_FOUND);
  const fee = season.fee;
  if (!fee) throw new Invalid({ season: [ANNUAL_FEE_MESSAGES.NO_FEE] });
  const byWskAdmin = isWskStaff(caller) && caller.permission === 'admin';
  const orderId = await deps.db.transaction(async (tx) => {
    const now = new Date();
    if (!byWskAdmin) {
      const existing = await findAnnualOrderId(tx, { teamId: team.id, seasonId: season.id });
      if (existing === undefined && season.ended) {
        throw new Invalid({ season: [ANNUAL_FEE_MESSAGES.SEASON_ENDED] });
      }
      if (existing === undefined && team.bannedAt !== null) {
        throw new Invalid({ team: [TEAM_MESSAGES.TEAM_BANNED] });
      }
    }
    const order = await openAnnualOrder(tx, { teamId: team.id, seasonId: season.id, fee, now });
    if (order.opened) {
      await recordAudit(tx, {
        actorUserId: caller.userId,
        action: 'annual_order.open',
        details: { order: order.id, team: team.id, season: season.id, fee: fee.id, amount: fee.amount },
      });
    }
    return order.id;
  });
  const detail = await loadOrderDetail(deps.db, orderId, deps.proofs);
  if (!detail) throw orderNotFoundFor('annual');
  return detail;
}

/** The team administrator's annual orders of a tab, newest season first (the event lists' rules and SQL). */
export function listTeamAdminAnnualOrders(
  deps: OrderReadDeps,
  caller: AccessClaims,
  tab: OrderTab,
  query: AnnualOrdersQuery,
  links: ListLinks,
): Promise<Paged<OrderDetail>> {
  return listTeamOrders(deps, caller, tab, query, links, 'annual');
}

/** One annual order for its team's administrator and WSK staff; anyone else, and an event order, is 404. */
export async function getAnnualOrder(
  deps: OrderReadDeps,
  caller: AccessClaims,
  orderId: number,
): Promise<OrderDetail> {
  await readableOrder(deps.db, caller, orderId, 'annual');
  const detail = await loadOrderDetail(deps.db, orderId, deps.proofs);
  if (!detail) throw orderNotFoundFor('annual');
  return detail;
}

/** WSK staff: every team's annual orders, newest season first, by season, state, team name and to check. */
export function listWskAnnualOrders(
  deps: OrderReadDeps,
  query: WskAnnualOrdersQuery,
  links: ListLinks,
): Promise<Paged<Order>> {
  return pageOfOrders(
    deps,
    {
      scopes: [{ kind: 'all' }],
      subject: 'annual',
      seasonId: query.season,
      state: query.state,
      search: query.search || undefined,
      toCheck: query.to_check,
    },
    query,
    links,
    (details) => details.map(toOrder),
  );
}
