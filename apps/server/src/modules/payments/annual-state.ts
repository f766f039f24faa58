// Whether a team is active for a season (decision 019): its annual order for the season is paid or waived by
// the ledger's state rule (ledger.ts, orderState): its confirmed payments cover what its live lines charge,
// and it has a live line or a confirmed payment (nothing live and nothing paid is cancelled). An SQL
// condition, so team lists filter and flag in one query; the annual-order tests keep it equal to the
// ledger's state.
import { Column, getTableName, is, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The season today (the server's UTC day) falls in, as a scalar subquery; null between seasons. */
export const currentSeasonId: SQL<number | null> = sql<number | null>`(
  select season.id from team_seasons season
  where (now() at time zone 'utc')::date between season.starts_on and season.ends_on
  order by season.starts_on desc limit 1
)`;

/**
 * A column written out with its table: a one-table select prints its columns bare, and a bare "id" inside
 * the subqueries below would name the annual order's own id.
 */
function qualified(value: AnyPgColumn | SQL): SQL {
  if (!is(value, Column)) return sql`${value}`;
  return sql`${sql.identifier(getTableName(value.table))}.${sql.identifier(value.name)}`;
}

/** True when the team's annual order for the season is paid or waived. */
export function teamPaidForSeason(teamId: AnyPgColumn | SQL, seasonId: SQL | number): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from orders annual
    where annual.team_id = ${qualified(teamId)} and annual.season_id = ${seasonId}
      and (
        exists (
          select 1 from order_lines line where line.order_id = annual.id and line.cancelled_at is null
        )
        or exists (
          select 1 from order_payments payment
          where payment.order_id = annual.id and payment.state = 'confirmed' and payment.amount > 0
        )
      )
      and coalesce((
        select sum(payment.amount) from order_payments payment
        where payment.order_id = annual.id and payment.state = 'confirmed'
      ), 0) >= coalesce((
        select sum(line.fee - line.discount) from order_lines line
        where line.order_id = annual.id and line.cancelled_at is null
      ), 0)
  )`;
}
