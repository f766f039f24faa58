// Throughput and latency of the hot endpoints at 50 concurrent connections (autocannon, loopback only), on
// generated data (bench/generate.mjs: 100,000 users over 150 federations, 200 events, 50,000 participants,
// 30,000 orders), on the embedded PGlite and on PostgreSQL (skipped with a note when BENCH_DATABASE_URL, by
// default postgres://postgres@127.0.0.1:5432/postgres, does not answer). The user lists and the NF payments
// list are also measured on a tenth of the data, to see whether their latency grows with the tables.
// Target: every read's p95 under 50 ms at 50 connections on PostgreSQL. Sign-in is argon2-bound by design.
// The lists answer a caller again from the reply cache of decision 033 while their tables are unchanged, which
// 50 connections of one user asking one address always hit; each list is therefore measured a second time on
// a server started with RESPONSE_CACHE_MB=0, the cost of every first look.
//
// BENCH_SECONDS (default 10) per case after a 2-second warm-up; BENCH_DATABASES=pglite or postgres for one.
import autocannon from 'autocannon';
import { DEMO_PASSWORD, FULL_SIZE, postgresUnreachable, prepareDatabase, SMALL_SIZE } from './generate.mjs';
import { machineLine, markdownTable, startBuiltServer, writeResultsSection } from './support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const TARGET_P95_MS = 50;
const SIGN_IN = '/api/v1/auth/sign_in/token_create/';
const USERS = '/api/client/users/users/';
const EVENTS = '/api/client/events/';
const ORDERS = '/api/client/new_payments/orders/';
const SIGN_IN_ACCOUNTS = 40;

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function signIn(url, email) {
  const response = await fetch(`${url}${SIGN_IN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return (await response.json()).access;
}

/** One autocannon run; latencies of every response are kept, for exact percentiles (p95 included). */
function cannon(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ connections: CONNECTIONS, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Waits until the server answers its health check quickly again: requests of a finished run that were
 * still queued (PGlite runs one query at a time) would otherwise be charged to the next case.
 */
async function drain(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const begin = performance.now();
    await fetch(`${url}/api/health/`).catch(() => {});
    if (performance.now() - begin < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function measure(name, options) {
  const base = new URL(options.url).origin;
  await drain(base);
  await cannon({ ...options, duration: WARM_UP_SECONDS });
  await drain(base);
  const { result, latencies } = await cannon({ ...options, duration: SECONDS });
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    case: name,
    'req/s': Math.round(result.requests.total / SECONDS),
    p50: +at(50).toFixed(1),
    p95: +at(95).toFixed(1),
    p99: +at(99).toFixed(1),
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

const get = (url, path, token) => ({
  url: `${url}${path}`,
  headers: { authorization: `Bearer ${token}` },
});

/**
 * The read cases; `growth` marks those also measured on the small data, `list` the cached lists (measured
 * again without the cache).
 */
function readCases(url, tokens, facts) {
  return [
    ['me (athlete)', get(url, `${USERS}me/`, tokens.athlete)],
    ['users: WSK, default page', get(url, USERS, tokens.wsk), true, true],
    [
      'users: WSK, role=athlete&search=ross',
      get(url, `${USERS}?role=athlete&search=ross`, tokens.wsk),
      true,
      true,
    ],
    ['users: NF Italy, default page', get(url, USERS, tokens.nf), true, true],
    [
      'users: NF Italy, role=athlete&search=mar&gender=F',
      get(url, `${USERS}?role=athlete&search=mar&gender=F`, tokens.nf),
      true,
      true,
    ],
    ['events: NF, default page', get(url, EVENTS, tokens.nf), false, true],
    [
      'events: NF, search=open&sport',
      get(url, `${EVENTS}?search=open&sport=${facts.sport_id}`, tokens.nf),
      false,
      true,
    ],
    ['nf_payments: Italy, every event', get(url, `${ORDERS}nf_payments/`, tokens.nf), true, true],
    [
      'nf_payments: Italy, page_size=100',
      get(url, `${ORDERS}nf_payments/?page_size=100`, tokens.nf),
      true,
      true,
    ],
    [
      'check_amount: Italy order',
      get(url, `${ORDERS}${facts.italy_order_id}/check_amount/?amount=10.00`, tokens.nf),
    ],
  ];
}

const signInAll = async (url) => ({
  wsk: await signIn(url, 'wsk.admin@portal.test'),
  nf: await signIn(url, 'nf.admin@portal.test'),
  athlete: await signIn(url, 'athlete@portal.test'),
});

async function runOn(kind, size, label, { growthOnly }) {
  const name = `portal_bench_${label}`;
  const prepared = await prepareDatabase(kind, size, { name });
  const rows = [];
  const uncached = [];
  try {
    const server = await startBuiltServer(prepared.env, prepared.options);
    try {
      const tokens = await signInAll(server.url);
      if (!growthOnly) {
        // Generated accounts (one sign-in each per round), so no account is signed in by every connection.
        const requests = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, index) => ({
          method: 'POST',
          path: SIGN_IN,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `bench${2 * index + 2}@bench.test`, password: DEMO_PASSWORD }),
        }));
        rows.push(await measure('sign-in (argon2id)', { url: server.url, requests }));
      }
      for (const [caseName, options, growth] of readCases(server.url, tokens, prepared.facts)) {
        if (growthOnly && !growth) continue;
        rows.push(await measure(caseName, options));
      }
    } finally {
      await server.stop();
    }
    // The same lists on the same data, every request read from the database.
    const cold = await startBuiltServer({ ...prepared.env, RESPONSE_CACHE_MB: '0' }, prepared.options);
    try {
      const tokens = await signInAll(cold.url);
      for (const [caseName, options, growth, list] of readCases(cold.url, tokens, prepared.facts)) {
        if (!list || (growthOnly && !growth)) continue;
        uncached.push(await measure(caseName, options));
      }
    } finally {
      await cold.stop();
    }
  } finally {
    await prepared.drop();
  }
  return { rows, uncached, facts: prepared.facts, seconds: prepared.seconds };
}

const date = new Date().toISOString().slice(0, 10);
const sections = [];
const summary = [];
for (const kind of databases) {
  if (kind === 'postgres') {
    const reason = await postgresUnreachable();
    if (reason) {
      const note = `PostgreSQL skipped: ${reason} (set BENCH_DATABASE_URL to a server the benchmark may create databases on).`;
      console.warn(note);
      sections.push(`### PostgreSQL\n\n${note}`);
      continue;
    }
  }
  const title = kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  const full = await runOn(kind, FULL_SIZE, 'full', { growthOnly: false });
  console.info(`\n${title}, full size (generated in ${full.seconds.toFixed(0)} s):`, full.facts);
  console.table(full.rows);
  const small = await runOn(kind, SMALL_SIZE, 'small', { growthOnly: true });
  console.info(`\n${title}, a tenth of the size:`, small.facts);
  console.table(small.rows);
  console.info(`\n${title} without the reply cache, full size:`);
  console.table(full.uncached);

  const sizeLine = (facts) =>
    `${facts.users} users, ${facts.federations} federations, ${facts.events} events, ${facts.participants} participants, ${facts.orders} orders (${facts.order_lines} lines, ${facts.order_payments} payments)`;
  const growthOf = (smallRows, fullRows) =>
    smallRows.map((row) => {
      const big = fullRows.find((candidate) => candidate.case === row.case);
      return {
        case: row.case,
        'p50 small': row.p50,
        'p50 full': big?.p50,
        'p95 small': row.p95,
        'p95 full': big?.p95,
        'req/s small': row['req/s'],
        'req/s full': big?.['req/s'],
      };
    });
  const growth = growthOf(small.rows, full.rows);
  const coldGrowth = growthOf(small.uncached, full.uncached);
  const uncachedRows = full.uncached.map((row) => ({ ...row, case: `${row.case} (no cache)` }));
  for (const row of [...full.rows, ...uncachedRows]) {
    summary.push({
      database: title,
      case: row.case,
      p95: row.p95,
      target: row.case.startsWith('sign-in')
        ? 'argon2-bound'
        : row.requests === 0
          ? 'MISSED (no reply in the run)'
          : row.p95 < TARGET_P95_MS
            ? 'met'
            : 'MISSED',
    });
  }
  sections.push(
    [
      `### ${title}`,
      '',
      `Full size: ${sizeLine(full.facts)}; generated in ${full.seconds.toFixed(0)} s.`,
      '',
      markdownTable(full.rows),
      '',
      `Growth with size: the same lists on ${sizeLine(small.facts)} ("small") and at full size.`,
      '',
      markdownTable(growth),
      '',
      'The lists without the reply cache (`RESPONSE_CACHE_MB=0`, decision 033): every request reads the database, as the first look of each caller at a list does.',
      '',
      markdownTable(full.uncached),
      '',
      'Without the reply cache, small and full size:',
      '',
      markdownTable(coldGrowth),
    ].join('\n'),
  );
}

const missed = summary.filter((row) => row.target.startsWith('MISSED'));
console.info(missed.length ? 'Reads over the p95 target:' : 'Every read under the p95 target.');
if (missed.length) console.table(missed);

writeResultsSection(
  'load',
  [
    '## Load: hot endpoints at 50 connections (bench/load.bench.mjs)',
    '',
    `Measured ${date} on ${machineLine()}; autocannon and the server share the machine.`,
    `${CONNECTIONS} connections, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s per case (the server drained between runs); latencies in ms of the replies received within the run (0 requests: none came back in time); non2xx counts non-2xx replies, errors and timeouts.`,
    `Target: every read's p95 under ${TARGET_P95_MS} ms at ${CONNECTIONS} connections on PostgreSQL. Sign-in is bound by argon2id (19 MiB, 2 passes) by design.`,
    '',
    ...sections.flatMap((section) => [section, '']),
    '### Against the target',
    '',
    markdownTable(summary),
  ].join('\n'),
);
