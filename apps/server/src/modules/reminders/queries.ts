// SQL of the daily expiry and payment reminders: who is due a reminder today, a page at a time (keyset on
// ids), leaving out those whose reminder is already queued (its dedupe key is in background_jobs). Set-based:
// one statement per page of up to `limit` people, whatever the number of users.
// The reminders read users, roles, teams and orders directly: a page of candidates across 100,000 users
// cannot go through the per-order reads of the payments service. The order state is the rule of
// modules/payments/ledger.ts (orderState): unpaid means confirmed payments below the live lines' charge.
import { sql } from 'drizzle-orm';
import { type Database, executeRows } from '../../db/client';

// Each query builds a candidate's dedupe key once, in a lateral `k`, and hands it out with the candidate: the
// NOT EXISTS and the queued job use the same string, written in one place.

export type PassportStage = '30d' | 'expired';
export type AntiDopingStage = 'expiring' | 'expired';

/** A passport is reminded of from this many days before its last day. */
export const PASSPORT_REMINDER_DAYS = 30;
/** An expired passport is reminded of while it expired at most this many days ago (not years-old ones). */
export const PASSPORT_EXPIRED_REMINDER_DAYS = 30;
/** An order is reminded of once it has been open this many days, and then once every this many days. */
export const ORDER_REMINDER_DAYS = 7;

export interface PassportCandidate {
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly activeUntil: string;
  readonly stage: PassportStage;
  /** The key that queues its reminder once (see the lateral `k` of the query). */
  readonly dedupeKey: string;
}

/**
 * Users with an e-mail whose passport expires within 30 days after `today` ('30d'), or expired within the
 * last 30 days, today included ('expired'), not yet reminded of that stage of that passport.
 */
export async function listPassportCandidates(
  db: Database,
  params: { readonly today: string; readonly afterUserId: number; readonly limit: number },
): Promise<PassportCandidate[]> {
  const today = sql`${params.today}::date`;
  const rows = await executeRows<{
    id: number;
    email: string;
    first_name: string;
    active_until: string;
    stage: PassportStage;
    dedupe_key: string;
  }>(
    db,
    sql`select u.id, u.email, u.first_name, u.active_until_date::text as active_until, c.stage, k.dedupe_key
      from users u
      cross join lateral (select case when u.active_until_date <= ${today} then 'expired' else '30d' end as stage) c
      cross join lateral (
        select 'reminder:passport:' || u.id || ':' || u.active_until_date::text || ':' || c.stage as dedupe_key) k
      where u.deleted_at is null and u.email is not null
        and u.active_until_date > ${today} - ${PASSPORT_EXPIRED_REMINDER_DAYS}::int
        and u.active_until_date <= ${today} + ${PASSPORT_REMINDER_DAYS}::int
        and u.id > ${params.afterUserId}
        and not exists (select 1 from background_jobs j where j.dedupe_key = k.dedupe_key)
      order by u.id
      limit ${params.limit}`,
  );
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    activeUntil: row.active_until,
    stage: row.stage,
    dedupeKey: row.dedupe_key,
  }));
}

export interface AntiDopingCandidate {
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly yearIssued: number;
  readonly stage: AntiDopingStage;
  /** The key that queues its reminder once (see the lateral `k` of the query). */
  readonly dedupeKey: string;
}

/**
 * Athletes with an e-mail whose certificate is in its last valid year from 1 November on ('expiring'), or
 * expired this year ('expired': current year − year issued = 3), not yet reminded of that stage.
 */
export async function listAntiDopingCandidates(
  db: Database,
  params: {
    readonly year: number;
    readonly fromNovember: boolean;
    readonly validityYears: number;
    readonly afterUserId: number;
    readonly limit: number;
  },
): Promise<AntiDopingCandidate[]> {
  const expiredIssue = params.year - params.validityYears;
  const lastValidIssue = expiredIssue + 1;
  const rows = await executeRows<{
    id: number;
    email: string;
    first_name: string;
    year_issued: number;
    stage: AntiDopingStage;
    dedupe_key: string;
  }>(
    db,
    sql`select u.id, u.email, u.first_name, u.anti_doping_year_issued as year_issued, c.stage, k.dedupe_key
      from users u
      join roles r on r.id = u.role_id and r.type = 'athlete'
      cross join lateral (select case when u.anti_doping_year_issued = ${expiredIssue}::int then 'expired' else 'expiring' end as stage) c
      cross join lateral (
        select 'reminder:anti-doping:' || u.id || ':' || u.anti_doping_year_issued || ':' || c.stage as dedupe_key) k
      where u.deleted_at is null and u.email is not null and u.role_status = 'approved'
        and (u.anti_doping_year_issued = ${expiredIssue}::int
          or (${params.fromNovember}::boolean and u.anti_doping_year_issued = ${lastValidIssue}::int))
        and u.id > ${params.afterUserId}
        and not exists (select 1 from background_jobs j where j.dedupe_key = k.dedupe_key)
      order by u.id
      limit ${params.limit}`,
  );
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    yearIssued: row.year_issued,
    stage: row.stage,
    dedupeKey: row.dedupe_key,
  }));
}

export interface UnpaidOrderCandidate {
  readonly orderId: number;
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly payerKind: 'federation' | 'athlete' | 'team';
  readonly eventId: number | null;
  readonly eventName: string | null;
  /** The event sport of the order's oldest live line: the payments screens live under one. */
  readonly eventSportId: number | null;
  readonly seasonName: string | null;
  readonly currency: string;
  readonly outstanding: string;
  /** Whole weeks the order has been open (1 or more): one reminder per week. */
  readonly week: number;
  /** The key that queues its reminder once (see the lateral `k` of the query). */
  readonly dedupeKey: string;
}

/**
 * The payers of orders open at least 7 days that are awaiting payment or partially paid (not paid, waived
 * or cancelled), one row per order and person: the athlete of an athlete order, the approved NF
 * administrators of the federation of a federation order, the administrator of the team of a team or annual
 * order; not yet reminded in this week of the order's age. Keyset on (order id, user id).
 */
export async function listUnpaidOrderCandidates(
  db: Database,
  params: {
    readonly today: string;
    readonly after: { readonly orderId: number; readonly userId: number };
    readonly limit: number;
  },
): Promise<UnpaidOrderCandidate[]> {
  const today = sql`${params.today}::date`;
  const rows = await executeRows<{
    order_id: number;
    user_id: number;
    email: string;
    first_name: string;
    payer_kind: UnpaidOrderCandidate['payerKind'];
    event_id: number | null;
    event_name: string | null;
    event_sport_id: number | null;
    season_name: string | null;
    currency: string;
    outstanding: string;
    week: number;
    dedupe_key: string;
  }>(
    db,
    sql`with unpaid as (
        select o.id, o.payer_kind, o.federation_id, o.user_id, o.team_id, o.event_id, o.season_id, o.currency,
          ((${today} - (o.created_at at time zone 'UTC')::date) / ${ORDER_REMINDER_DAYS}::int)::int as week,
          (lines.charge - payments.confirmed)::numeric(14, 2)::text as outstanding
        from orders o
        cross join lateral (
          select coalesce(sum(l.fee - l.discount) filter (where l.cancelled_at is null), 0) as charge
          from order_lines l where l.order_id = o.id) lines
        cross join lateral (
          select coalesce(sum(p.amount) filter (where p.state = 'confirmed'), 0) as confirmed
          from order_payments p where p.order_id = o.id) payments
        where (o.created_at at time zone 'UTC')::date <= ${today} - ${ORDER_REMINDER_DAYS}::int
          and o.id >= ${params.after.orderId}::int
          and payments.confirmed < lines.charge
      ),
      payers as (
        select unpaid.id as order_id, u.id as user_id from unpaid join users u on u.id = unpaid.user_id
          where unpaid.payer_kind = 'athlete'
        union all
        select unpaid.id, u.id from unpaid
          join users u on u.nf_admin_federation_id = unpaid.federation_id and u.role_status = 'approved'
          join roles r on r.id = u.role_id and r.type = 'nf_admin' and r.permission = 'admin'
          where unpaid.payer_kind = 'federation'
        union all
        select unpaid.id, t.admin_user_id from unpaid join teams t on t.id = unpaid.team_id
          where unpaid.payer_kind = 'team' and t.admin_user_id is not null
      )
      select unpaid.id as order_id, u.id as user_id, u.email, u.first_name, unpaid.payer_kind,
        unpaid.event_id, e.name as event_name, s.name as season_name, unpaid.currency, unpaid.outstanding,
        unpaid.week, k.dedupe_key,
        (select ep.event_sport_id from order_lines ol
          join event_participants ep on ep.id = ol.participant_id
          where ol.order_id = unpaid.id and ol.cancelled_at is null and ep.event_sport_id is not null
          order by ol.id limit 1) as event_sport_id
      from payers
      join unpaid on unpaid.id = payers.order_id
      join users u on u.id = payers.user_id
      left join events e on e.id = unpaid.event_id
      left join team_seasons s on s.id = unpaid.season_id
      cross join lateral (select 'reminder:order:' || unpaid.id || ':' || u.id || ':w' || unpaid.week as dedupe_key) k
      where u.deleted_at is null and u.email is not null
        and (unpaid.id, u.id) > (${params.after.orderId}::int, ${params.after.userId}::int)
        and not exists (select 1 from background_jobs j where j.dedupe_key = k.dedupe_key)
      order by unpaid.id, u.id
      limit ${params.limit}`,
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    payerKind: row.payer_kind,
    eventId: row.event_id,
    eventName: row.event_name,
    eventSportId: row.event_sport_id,
    seasonName: row.season_name,
    currency: row.currency,
    outstanding: row.outstanding,
    week: row.week,
    dedupeKey: row.dedupe_key,
  }));
}
