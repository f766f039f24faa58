// Latency of the user-management list (GET users/users/) over ~5,000 users on the embedded database: the
// default page, a search, combined filters, a sport, a deep page, and an NF administrator's scoped page.
// The built server starts once to migrate and seed the demo accounts, the users are added straight into its
// PGlite folder while it is stopped, then it starts again for the measurements.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { load, startBuiltServer } from './support.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const DEMO_PASSWORD = 'Demo-pass-2026!';
const LIST = '/api/client/users/users/';

async function seedUsers(pgliteDir) {
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    await db.exec(`
      with feds as (
        select array_agg(id order by id) as ids, (select id from federations where code = 'ITA') as italy
        from federations where not is_default
      ),
      role_ids as (
        select
          (select id from roles where type = 'athlete') as athlete,
          (select id from roles where type = 'guest') as guest,
          (select id from roles where type = 'ito') as ito,
          (select id from roles where type = 'nf_admin' and permission = 'viewer') as nf,
          (select id from roles where type = 'wsk_admin' and permission = 'viewer') as wsk
      )
      insert into users (email, first_name, last_name, role_id, role_status, federation_id,
        registration_completed, gender, active_until_date, anti_doping_year_issued, wsk_id, created_at)
      select
        'bench' || g || '@bench.test',
        (array['Anna','Marco','Luca','Sofia','Giulia','Pierre','Marie','Hans','Eva','Juan'])[1 + g % 10],
        (array['Rossi','Bianchi','Martin','Bernard','Muller','Schmidt','Garcia','Lopez','Smith','Novak'])[1 + (g * 7) % 10]
          || substr(md5(g::text), 1, 5),
        case when g % 20 < 14 or g % 20 = 19 then r.athlete when g % 20 < 16 then r.guest
          when g % 20 = 16 then r.ito when g % 20 = 17 then r.nf else r.wsk end,
        case when g % 20 = 19 then 'pending' else 'approved' end,
        -- Half of them in Italy, whose demo NF administrator is measured, the rest over 40 federations.
        case when g % 2 = 0 then (select ids[1 + g % 40] from feds) else (select italy from feds) end,
        g % 6 <> 0,
        (array['M','F','X'])[1 + g % 3],
        current_date + ((g % 1500) - 300),
        case when g % 4 = 0 then null else extract(year from current_date)::int - (g % 5) end,
        case when g % 3 = 0 then 'WSK' || lpad(g::text, 7, '0') end,
        now() - g * interval '1 minute'
      from generate_series(1, ${USERS}) as g, role_ids as r;
    `);
    await db.exec(`
      with sport_ids as (select array_agg(id order by id) as ids, count(*)::int as n from sports)
      insert into user_sports (user_id, sport_id, kind, federation_id)
      select u.id, s.ids[1 + u.id % s.n], 'athlete', u.federation_id
      from users u, sport_ids s where u.email like 'bench%' and u.id % 5 <> 0
      union all
      select u.id, s.ids[1 + (u.id + 1) % s.n], 'athlete', u.federation_id
      from users u, sport_ids s where u.email like 'bench%' and u.id % 7 = 0 and s.n > 1;
      insert into passports (user_id, first_name, last_name, nationality, number)
      select id, first_name, last_name, 'IT', 'P' || id from users where email like 'bench%' and id % 2 = 0;
      analyze;
    `);
    const { rows } = await db.query('select min(id) as id from sports');
    return rows[0]?.id;
  } finally {
    await db.close();
  }
}

async function signIn(url, email) {
  const response = await fetch(`${url}/api/v1/auth/sign_in/token_create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return (await response.json()).access;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-users-'));
try {
  const env = { SEED_DEMO: 'true' };
  const first = await startBuiltServer(env, { dataDir });
  await first.stop();
  const sportId = await seedUsers(join(dataDir, 'pglite'));

  const server = await startBuiltServer(env, { dataDir });
  try {
    const wsk = await signIn(server.url, 'wsk.admin@portal.test');
    const nf = await signIn(server.url, 'nf.admin@portal.test');
    const cases = [
      ['WSK, default page', wsk, ''],
      ['WSK, search "ross"', wsk, '?search=ross'],
      ['WSK, athletes valid for events', wsk, '?role=athlete&is_valid_for_event=true&has_passport=true'],
      ['WSK, sport, newest first', wsk, `?sport=${sportId}&ordering=-created&page_size=100`],
      ['WSK, page 40 by first name', wsk, '?ordering=first_name&page=40'],
      ['NF admin, own federation', nf, ''],
      ['NF admin, search + gender', nf, '?search=mar&gender=F'],
    ];
    const rows = [];
    for (const [name, token, query] of cases) {
      const init = { headers: { authorization: `Bearer ${token}` } };
      const url = `${server.url}${LIST}${query}`;
      const probe = await fetch(url, init);
      const { count } = await probe.json();
      await load(url, { requests: 50, concurrency: 4, init }); // warm-up
      rows.push({ case: name, count, ...(await load(url, { requests: 300, concurrency: 4, init })) });
    }
    console.info(`${USERS} generated users plus the demo accounts (PGlite)`);
    console.table(rows);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
