// Latency of the user-management list (GET users/users/) over ~5,000 users on the embedded database: the
// default page, a search, combined filters, a sport, a deep page, and an NF administrator's scoped page.
// The users come from the load benchmark's generator (bench/generate.mjs), written into the PGlite folder of a
// built server that migrated and seeded it, then the server starts again for the measurements.
import { DEMO_PASSWORD, prepareDatabase } from './generate.mjs';
import { load, startBuiltServer } from './support.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const LIST = '/api/client/users/users/';
/** The generator's people, federations and sports; a few events and orders, which this list never reads. */
const SIZE = { users: USERS, federations: 40, events: 10, participants: 500, orders: 300 };

async function signIn(url, email) {
  const response = await fetch(`${url}/api/v1/auth/sign_in/token_create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return (await response.json()).access;
}

const prepared = await prepareDatabase('pglite', SIZE);
try {
  const sportId = prepared.facts.sport_id;
  const server = await startBuiltServer(prepared.env, prepared.options);
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
    console.info(`${prepared.facts.users} users: generated ones plus the demo accounts (PGlite)`);
    console.table(rows);
  } finally {
    await server.stop();
  }
} finally {
  await prepared.drop();
}
