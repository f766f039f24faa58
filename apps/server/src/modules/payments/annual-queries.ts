// SQL of seasons and annual team fees (decision 019): the season today falls in, the seasons a team is active
// in, the fees of the seasons not ended yet with the team's order for each, a season with its fee, and the
// opening of a team's annual order with its one line (the unique index on team and season makes a parallel
// opening meet the winner's row).
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema/payments';
import { annualTeamFees, teamSeasons, teams } from '../../db/schema/teams';
import { currentSeasonId, teamPaidForSeason } from './annual-state';

const seasonColumns = {
  id: teamSeasons.id,
  name: teamSeasons.name,
  startsOn: teamSeasons.startsOn,
  endsOn: teamSeasons.endsOn,
};

export type SeasonRow = { id: number; name: string; startsOn: string; endsOn: string };

/** The server's UTC day, as the seasons' dates are compared with it. */
const today = sql<string>`(now() at time zone 'utc')::date`;

/** The season today falls in; undefined between seasons. */
export async function findCurrentSeason(db: Database): Promise<SeasonRow | undefined> {
  const [row] = await db.select(seasonColumns).from(teamSeasons).where(eq(teamSeasons.id, currentSeasonId));
  return row;
}

/** The seasons the team's annual order is paid or waived for, newest first. */
export async function listPaidSeasonsOfTeam(db: Database, params: { readonly teamId: number }) {
  // The season's id written out qualified: a one-table select prints its columns bare, and a bare "id"
  // inside the condition's subqueries would name the order's.
  const seasonId = sql`"team_seasons"."id"`;
  return db
    .select(seasonColumns)
    .from(teamSeasons)
    .where(teamPaidForSeason(sql`${params.teamId}`, seasonId))
    .orderBy(desc(teamSeasons.startsOn), desc(teamSeasons.id));
}

/** The team, with its administrator; undefined when there is none. */
export async function findTeam(db: Database, params: { readonly id: number }) {
  const [row] = await db
    .select({ id: teams.id, adminUserId: teams.adminUserId, bannedAt: teams.bannedAt })
    .from(teams)
    .where(eq(teams.id, params.id));
  return row;
}

/**
 * The fees of the seasons not ended yet (the current one and those to come), soonest first, with the team's
 * annual order for each (null until opened).
 */
export async function listOpenFees(db: Database, params: { readonly teamId: number }) {
  return db
    .select({
      id: annualTeamFees.id,
      name: annualTeamFees.name,
      amount: annualTeamFees.amount,
      currency: annualTeamFees.currency,
      season: seasonColumns,
      orderId: orders.id,
    })
    .from(annualTeamFees)
    .innerJoin(teamSeasons, eq(teamSeasons.id, annualTeamFees.seasonId))
    .leftJoin(orders, and(eq(orders.seasonId, teamSeasons.id), eq(orders.teamId, params.teamId)))
    .where(gte(teamSeasons.endsOn, today))
    .orderBy(asc(teamSeasons.startsOn), asc(teamSeasons.id));
}

/** A season with its annual fee (null when none is set); undefined when there is no such season. */
export async function findSeasonWithFee(db: Database, params: { readonly seasonId: number }) {
  const [row] = await db
    .select({
      id: teamSeasons.id,
      /** Whether the season's last day is before today. */
      ended: sql<boolean>`${teamSeasons.endsOn} < ${today}`,
      fee: { id: annualTeamFees.id, amount: annualTeamFees.amount, currency: annualTeamFees.currency },
    })
    .from(teamSeasons)
    .leftJoin(annualTeamFees, eq(annualTeamFees.seasonId, teamSeasons.id))
    .where(eq(teamSeasons.id, params.seasonId));
  return row;
}

/** The id of the team's annual order for the season; undefined until it is opened. */
export async function findAnnualOrderId(
  db: Database,
  params: { readonly teamId: number; readonly seasonId: number },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.teamId, params.teamId), eq(orders.seasonId, params.seasonId)));
  return row?.id;
}

/**
 * The team's annual order for the season, opened with one line for the fee (its amount, in its currency,
 * every payment system allowed) when missing; `opened` tells which. A parallel opening waits on the unique
 * index (team, season) for the winner's transaction and then reads its row, line included.
 */
export async function openAnnualOrder(
  tx: Database,
  params: {
    readonly teamId: number;
    readonly seasonId: number;
    readonly fee: { readonly id: number; readonly amount: string; readonly currency: string };
    readonly now: Date;
  },
): Promise<{ id: number; opened: boolean }> {
  const [inserted] = await tx
    .insert(orders)
    .values({
      seasonId: params.seasonId,
      payerKind: 'team',
      teamId: params.teamId,
      currency: params.fee.currency,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoNothing({
      target: [orders.teamId, orders.seasonId],
      where: sql`${orders.seasonId} is not null`,
    })
    .returning({ id: orders.id });
  if (inserted) {
    await tx.insert(orderLines).values({
      orderId: inserted.id,
      annualFeeId: params.fee.id,
      fee: params.fee.amount,
      createdAt: params.now,
      updatedAt: params.now,
    });
    return { id: inserted.id, opened: true };
  }
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.teamId, params.teamId), eq(orders.seasonId, params.seasonId)));
  if (!existing) throw new Error('The annual order was neither opened nor found');
  return { id: existing.id, opened: false };
}
