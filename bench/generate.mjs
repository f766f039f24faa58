// Data generator of the load benchmarks: fills a freshly migrated, reference- and demo-seeded portal
// database with users (and their sports and passports) across federations, events with their sports and
// registration windows, event participants, and orders with their lines and payments. One SQL text of
// set-based statements (insert … select … from generate_series), run as is on an embedded PGlite folder
// (with pg_trgm, as the server opens it) or on PostgreSQL through a `pg` client. Money is numeric text.
//
//   node bench/generate.mjs --pglite <folder> [--users 100000]   (the server's DATA_DIR/pglite, server stopped)
//   node bench/generate.mjs --url postgres://…/portal_bench      (a database the server migrated and seeded)
//
// `prepareDatabase()` does the whole round: a fresh DATA_DIR or database, the built server started once with
// SEED_DEMO=true (migrations, reference and demo data), stopped, then the generated rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { startBuiltServer } from './support.mjs';

export const FULL_SIZE = {
  users: 100_000,
  federations: 150,
  events: 200,
  participants: 50_000,
  orders: 30_000,
};

/** A tenth of the full size (same federations and events), to see whether a list grows with its table. */
export const SMALL_SIZE = {
  users: 10_000,
  federations: 150,
  events: 200,
  participants: 5_000,
  orders: 3_000,
};

/** Every demo and generated account has this password (the demo seed's). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

const int = (value, name) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

/**
 * The SQL text. A third of the orders are athletes' own orders (one participant line each); the others are
 * federation orders, one per (event, federation), Italy first, sharing the remaining participants (two or
 * three lines each). A third of the orders have no payment, a third a confirmed instalment of 100.00 (a
 * few more a pending one), a third are paid in full; one line in twenty is fully discounted.
 */
export function generationSql(size) {
  const U = int(size.users, 'users');
  const F = int(size.federations, 'federations');
  const E = int(size.events, 'events');
  const P = int(size.participants, 'participants');
  const O = int(size.orders, 'orders');
  const A = Math.floor(O / 3); // athletes' orders, one participant each
  const FO = O - A; // federation orders
  const PF = P - A; // participants billed to federation orders
  if (FO > E * F) throw new Error('more federation orders than (event, federation) pairs');
  if (2 * A > U || PF < FO || PF > 3 * FO) throw new Error('sizes out of proportion');
  return `
-- Federations: the reference seed has one per country; add made-up ones when fewer than ${F}.
insert into federations (name, code, country_code, flag, is_default)
select 'Bench federation ' || g, 'Q' || chr(65 + g / 26) || chr(65 + g % 26), 'QQ', '🏳', false
from generate_series(0, greatest(0, ${F} - (select count(*)::int from federations where not is_default)) - 1) as g
on conflict do nothing;

create temp table bench_feds as
select idx, id, country_code from (
  select (row_number() over (order by (code = 'ITA') desc, id) - 1)::int as idx, id, country_code
  from federations where not is_default
) as f where idx < ${F};
create unique index on bench_feds (idx);

-- Users: a fifth in Italy (whose demo NF administrator is measured), the rest over the other federations;
-- the demo password's hash, so that any of them signs in.
with role_ids as (
  select
    (select id from roles where type = 'athlete') as athlete,
    (select id from roles where type = 'guest') as guest,
    (select id from roles where type = 'ito') as ito,
    (select id from roles where type = 'nf_admin' and permission = 'viewer') as nf,
    (select id from roles where type = 'wsk_admin' and permission = 'viewer') as wsk,
    (select password_hash from users where email = 'athlete@portal.test') as hash
)
insert into users (email, password_hash, first_name, last_name, role_id, role_status, federation_id,
  registration_completed, gender, birthday, active_until_date, anti_doping_year_issued, wsk_id, created_at)
select
  'bench' || g || '@bench.test',
  r.hash,
  (array['Anna','Marco','Luca','Sofia','Giulia','Pierre','Marie','Hans','Eva','Juan'])[1 + g % 10],
  (array['Rossi','Bianchi','Martin','Bernard','Muller','Schmidt','Garcia','Lopez','Smith','Novak'])[1 + (g * 7) % 10]
    || substr(md5(g::text), 1, 5),
  case when g % 20 < 14 or g % 20 = 19 then r.athlete when g % 20 < 16 then r.guest
    when g % 20 = 16 then r.ito when g % 20 = 17 then r.nf else r.wsk end,
  case when g % 20 = 19 then 'pending' else 'approved' end,
  f.id,
  g % 6 <> 0,
  (array['M','F','X'])[1 + g % 3],
  date '1970-01-01' + (g % 15000),
  current_date + ((g % 1500) - 300),
  case when g % 4 = 0 then null else extract(year from current_date)::int - (g % 5) end,
  case when g % 3 = 0 then 'WSK' || lpad(g::text, 7, '0') end,
  now() - g * interval '1 minute'
from generate_series(1, ${U}) as g
cross join role_ids as r
join bench_feds as f on f.idx = case when g % 5 = 0 or ${F} = 1 then 0 else 1 + g % greatest(${F} - 1, 1) end;

-- rn numbers the users of even g per federation: those are registered by their federations, the
-- athletes who register themselves have odd g, so nobody is on one sport twice.
create temp table bench_users as
select id, g, federation_id,
  case when g % 2 = 0 then row_number() over (partition by federation_id, g % 2 order by id)::int end as rn
from (
  select u.id, split_part(split_part(u.email, '@', 1), 'bench', 2)::int as g, u.federation_id
  from users as u where u.email like 'bench%@bench.test'
) as b;
create unique index on bench_users (g);
create unique index on bench_users (federation_id, rn);
analyze bench_users;
create temp table bench_fed_sizes as
select f.idx, f.id as federation_id, count(u.id)::int as n
from bench_feds as f join bench_users as u on u.federation_id = f.id and u.rn is not null
group by f.idx, f.id;

-- Sports (one or two per athlete-like user) and passports (every other user), as users-list.bench.mjs.
with sport_ids as (select array_agg(id order by id) as ids, count(*)::int as n from sports)
insert into user_sports (user_id, sport_id, kind, federation_id)
select u.id, s.ids[1 + u.g % s.n], 'athlete', u.federation_id
from bench_users as u, sport_ids as s where u.g % 5 <> 0
union all
select u.id, s.ids[1 + (u.g + 1) % s.n], 'athlete', u.federation_id
from bench_users as u, sport_ids as s where u.g % 7 = 0 and s.n > 1;

insert into passports (user_id, first_name, last_name, nationality, number)
select u.id, u.first_name, u.last_name, coalesce(nullif(f.country_code, 'QQ'), 'IT'), 'P' || u.id
from users as u join bench_users as b on b.id = u.id join federations as f on f.id = u.federation_id
where b.g % 2 = 0;

-- Events: every tenth a draft, every tenth archived, the rest published; three sports each, with an
-- athletes' window and fee (120.00, 90.00 in the reduction period) and an NTOs' window.
insert into events (name, kind, status, starts_on, ends_on, city, country_federation_id, venue, currency,
  time_zone, created_at)
select
  'Bench ' || (array['Inline Speed Open','Artistic Cup','Freestyle Games','Downhill Trophy','Marathon Series'])[1 + g % 5]
    || ' ' || g,
  (array['championship','world_cup','continental_championship','games','open'])[1 + g % 5],
  case when g % 10 = 0 then 'draft' when g % 10 = 1 then 'archived' else 'published' end,
  current_date + (g * 3 - 300),
  current_date + (g * 3 - 300) + 4,
  (array['Roma','Paris','Berlin','Madrid','Lisbon','Taipei','Bogota','Nanjing','Ostend','Heerde'])[1 + g % 10],
  f.id,
  'Bench arena ' || g,
  'EUR',
  'Europe/Rome',
  now() - g * interval '1 hour'
from generate_series(1, ${E}) as g
join bench_feds as f on f.idx = g % ${F};

create temp table bench_events as
select (row_number() over (order by id) - 1)::int as n, id, starts_on
from events where name like 'Bench %' and venue like 'Bench arena %';
create unique index on bench_events (n);

with sport_ids as (select array_agg(id order by id) as ids, count(*)::int as n from sports)
insert into event_sports (event_id, sport_id, allow_self_registration)
select e.id, s.ids[1 + (e.n + k) % s.n], k = 0
from bench_events as e, sport_ids as s, generate_series(0, 2) as k;

create temp table bench_event_sports as
select e.n as event_n, (row_number() over (partition by es.event_id order by es.id) - 1)::int as k,
  es.id, es.event_id
from event_sports as es join bench_events as e on e.id = es.event_id;
create unique index on bench_event_sports (event_n, k);
analyze bench_events;
analyze bench_event_sports;

insert into event_sport_participants (event_sport_id, kind, opens_on, reduction_ends_on, closes_on, amount,
  reduced_amount, quota)
select es.id, kind.name, e.starts_on - 120, e.starts_on - 60, e.starts_on - 10, kind.amount, kind.reduced,
  kind.quota
from bench_event_sports as es
join bench_events as e on e.n = es.event_n
cross join (values ('athlete', 120.00::numeric(12,2), 90.00::numeric(12,2), 50),
                   ('nto', 60.00::numeric(12,2), null::numeric(12,2), 10)) as kind(name, amount, reduced, quota);

-- Participants: ${PF} billed to federation orders (order k: event k % ${E}, federation k / ${E}; its
-- participants on different sports of the event, so never twice the same person on one sport), and ${A}
-- athletes who registered themselves (each on their own order).
create temp table bench_participants as
select p, 'federation' as payer, o.k, e.id as event_id, es.id as event_sport_id, u.id as user_id,
  u.federation_id
from generate_series(0, ${PF} - 1) as p
cross join lateral (select p % ${FO} as k) as o
join bench_events as e on e.n = o.k % ${E}
join bench_event_sports as es on es.event_n = e.n and es.k = (p / ${FO}) % 3
join bench_fed_sizes as fs on fs.idx = (o.k / ${E}) % ${F}
join bench_users as u on u.federation_id = fs.federation_id and u.rn = 1 + (p * 7919) % fs.n
union all
select ${PF} + a, 'athlete', null, e.id, es.id, u.id, u.federation_id
from generate_series(0, ${A} - 1) as a
join bench_events as e on e.n = a % ${E}
join bench_event_sports as es on es.event_n = e.n and es.k = a % 3
join bench_users as u on u.g = 1 + 2 * a;

insert into event_participants (event_id, event_sport_id, kind, user_id, federation_id, status, registered_by,
  fee_amount, fee_reduced, currency, created_at)
select b.event_id, b.event_sport_id, 'athlete', b.user_id, b.federation_id,
  case when b.p % 10 = 0 then 'pending' else 'approved' end,
  case when b.payer = 'athlete' then b.user_id end,
  case when b.p % 4 = 0 then 90.00 else 120.00 end,
  b.p % 4 = 0,
  'EUR',
  now() - b.p * interval '1 minute'
from bench_participants as b;

-- Orders: one per (event, federation) and one per self-registered athlete, with a line per participant.
insert into orders (event_id, payer_kind, federation_id, currency, created_at)
select distinct b.event_id, 'federation', b.federation_id, 'EUR', now() - b.k * interval '1 minute'
from bench_participants as b where b.payer = 'federation';

insert into orders (event_id, payer_kind, user_id, currency, allowed_payment_systems, created_at)
select b.event_id, 'athlete', b.user_id, 'EUR',
  case when b.p % 3 = 0 then array['card']::text[] else array['card', 'bank_transfer']::text[] end,
  now() - b.p * interval '1 minute'
from bench_participants as b where b.payer = 'athlete';

analyze bench_participants;
analyze event_participants;
analyze orders;

insert into order_lines (order_id, participant_id, fee, fee_reduced, discount, created_at)
select o.id, ep.id, ep.fee_amount, ep.fee_reduced,
  case when b.p % 20 = 7 then ep.fee_amount when b.p % 20 = 3 then 20.00 else 0.00 end,
  ep.created_at
from bench_participants as b
join event_participants as ep
  on ep.event_sport_id = b.event_sport_id and ep.user_id = b.user_id and ep.kind = 'athlete'
  and ep.status in ('pending', 'approved')
join orders as o on o.event_id = b.event_id and o.payer_kind = 'federation' and o.federation_id = b.federation_id
where b.payer = 'federation';

insert into order_lines (order_id, participant_id, fee, fee_reduced, discount, created_at)
select o.id, ep.id, ep.fee_amount, ep.fee_reduced,
  case when b.p % 20 = 7 then ep.fee_amount when b.p % 20 = 3 then 20.00 else 0.00 end,
  ep.created_at
from bench_participants as b
join event_participants as ep
  on ep.event_sport_id = b.event_sport_id and ep.user_id = b.user_id and ep.kind = 'athlete'
  and ep.status in ('pending', 'approved')
join orders as o on o.event_id = b.event_id and o.payer_kind = 'athlete' and o.user_id = b.user_id
where b.payer = 'athlete';
analyze order_lines;

-- Payments: none on a third of the orders, a confirmed instalment of 100.00 (or what is due, if less) on
-- a third, what is due on the last third; a pending bank transfer of 10.00 on one order in seven with
-- something left to pay.
create temp table bench_orders as
select o.id, (row_number() over (order by o.id) - 1)::int as n, sum(l.fee - l.discount) as due
from orders as o join order_lines as l on l.order_id = o.id
join bench_events as e on e.id = o.event_id
group by o.id;

insert into order_payments (order_id, amount, payment_system, state, idempotency_key, decided_at, created_at)
select o.id,
  case when o.n % 3 = 1 then least(100.00, o.due) else o.due end,
  case when o.n % 2 = 0 then 'card' else 'bank_transfer' end,
  'confirmed',
  'bench-' || o.id,
  now() - o.n * interval '1 minute',
  now() - o.n * interval '1 minute'
from bench_orders as o where o.n % 3 <> 0 and o.due > 0
union all
select o.id, 10.00, 'bank_transfer', 'pending', 'bench-pending-' || o.id, null, now()
from bench_orders as o where o.n % 3 <> 2 and o.n % 7 = 0 and o.due > 110.00;

drop table bench_orders, bench_participants, bench_event_sports, bench_events, bench_fed_sizes, bench_users,
  bench_feds;

-- The daily reminders of today and tomorrow count as run, as on a live portal where they went out in the
-- morning. Otherwise the server's job worker would queue and send some 30,000 reminder e-mails (a third of
-- the generated people have an unpaid order) while the requests are measured. The server started before the
-- generation (to migrate and seed) may have queued today's run without running it yet: that run counts as
-- done too.
insert into background_jobs (kind, payload, dedupe_key, completed_at)
select 'reminders.daily', jsonb_build_object('period', day), 'reminders.daily:' || day, now()
from (select to_char((now() at time zone 'UTC')::date + offset_days, 'YYYY-MM-DD') as day
      from generate_series(0, 1) as offset_days) as days
on conflict (dedupe_key) do update
  set completed_at = coalesce(background_jobs.completed_at, excluded.completed_at), locked_until = null;
`;
}

/**
 * As autovacuum leaves a live database: statistics for the planner and the visibility map that lets the
 * list counts be index-only scans. A statement of its own: VACUUM cannot run inside the generation's
 * implicit transaction.
 */
const VACUUM_SQL = 'vacuum analyze';

/** What the load benchmark needs to know about the generated data. */
const FACTS_SQL = `
select
  (select count(*)::int from users) as users,
  (select count(*)::int from federations) as federations,
  (select count(*)::int from events) as events,
  (select count(*)::int from event_participants) as participants,
  (select count(*)::int from orders) as orders,
  (select count(*)::int from order_lines) as order_lines,
  (select count(*)::int from order_payments) as order_payments,
  (select min(id) from sports) as sport_id,
  (select id from federations where code = 'ITA') as italy_id,
  (select o.id from orders o join federations f on f.id = o.federation_id
     where f.code = 'ITA' and o.payer_kind = 'federation'
       and not exists (select 1 from order_payments p where p.order_id = o.id)
     order by o.id desc limit 1) as italy_order_id
`;

/** Runs the generation on a stopped server's PGlite folder (DATA_DIR/pglite); returns the facts. */
export async function generatePglite(pgliteDir, size = FULL_SIZE) {
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    await db.exec(generationSql(size));
    await db.exec(VACUUM_SQL);
    const { rows } = await db.query(FACTS_SQL);
    return rows[0];
  } finally {
    await db.close();
  }
}

/** Runs the generation on a PostgreSQL database the server migrated; returns the facts. */
export async function generatePostgres(url, size = FULL_SIZE) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(generationSql(size));
    await client.query(VACUUM_SQL);
    const { rows } = await client.query(FACTS_SQL);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The admin URL of the PostgreSQL server the benchmarks create their databases on. */
export const benchAdminUrl = () =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Null when the PostgreSQL server answers; the reason otherwise. */
export async function postgresUnreachable(adminUrl = benchAdminUrl()) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded and generated database: `kind` 'pglite' (a temporary DATA_DIR) or 'postgres' (a fresh
 * database `name` on the bench server). Returns the environment and options to start the built server on
 * it, the generated facts, how long generation took, and `drop()`.
 */
export async function prepareDatabase(kind, size, { name = 'portal_bench' } = {}) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
    const env = { SEED_DEMO: 'true' };
    const first = await startBuiltServer(env, { dataDir });
    await first.stop();
    const started = performance.now();
    const facts = await generatePglite(join(dataDir, 'pglite'), size);
    return {
      env,
      options: { dataDir },
      facts,
      seconds: (performance.now() - started) / 1000,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = benchAdminUrl();
  const url = databaseUrl(adminUrl, name);
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-load-'));
  const env = { SEED_DEMO: 'true', DATABASE_URL: url };
  const first = await startBuiltServer(env, { dataDir });
  await first.stop();
  const started = performance.now();
  const facts = await generatePostgres(url, size);
  return {
    env,
    options: { dataDir },
    url,
    facts,
    seconds: (performance.now() - started) / 1000,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

// Command line: generate into an existing PGlite folder or PostgreSQL database.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const users = option('--users');
  const size = users
    ? {
        ...FULL_SIZE,
        users: Number(users),
        participants: Number(users) / 2,
        orders: (Number(users) * 3) / 10,
      }
    : FULL_SIZE;
  const started = performance.now();
  const pglite = option('--pglite');
  const url = option('--url');
  if (!pglite && !url) {
    console.error('usage: node bench/generate.mjs (--pglite <folder> | --url <postgres url>) [--users N]');
    process.exit(2);
  }
  const facts = pglite ? await generatePglite(pglite, size) : await generatePostgres(url, size);
  console.table([facts]);
  console.info(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
