// A failure injected in the middle of every multi-row write leaves no partial rows (docs/security.md, 16.5).
// Each scenario sends one valid request again and again with its k-th SQL statement failing (k = 1, 2, ...)
// as a dropped connection would, until a run gets through without one: every failed run must answer an
// error and leave every table exactly as it was (row count and content hash), and the run that got through
// must have made its writes in one transaction. Every write endpoint of the contract is either a scenario
// or listed in NOT_INJECTED with the reason; a request of any test here that makes several writes on an
// endpoint listed as making one or none fails the walk at the end.
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allEndpoints } from '@portal/contract/endpoints/all';
import { type AnyEndpoint, buildPath } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import type { PresignedUpload } from '@portal/contract/user';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from './db/client';
import { teamApplicationPeriods } from './db/schema/team-applications';
import { teamMembers, teams } from './db/schema/teams';
import { users } from './db/schema/users';
import { wskIdRecords } from './db/schema/wsk-ids';
import { createLoginLink } from './modules/auth/service';
import { CATEGORIES, dayFromToday } from './modules/participants/participants-fixtures';
import { paymentsSetup } from './modules/payments/payments-test-setup';
import { multipartForm, PDF } from './modules/uploads/test-helpers';
import { createTestCardProvider } from './platform/payments/test-provider';
import { GOOD_PASSWORD, lastCode, lastLink, nextContact, SIGN_UP } from './test/accounts';
import { useTestApp } from './test/harness';
import { instrumentDatabase, type StatementFaults, type Trace } from './test/statement-faults';

const ctx = useTestApp();
const s = paymentsSetup(ctx);

/**
 * The injection runs on the embedded database: the transactions it checks are the app's (Drizzle's
 * `transaction`), the same on both engines, and the node-postgres seam (its pool hands connections out by
 * callback as well as by promise) still loses connections after an injected failure.
 */
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/** Longest a request may take before it counts as hung. */
const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------------------
// Database snapshots

interface TableState {
  readonly rows: number;
  readonly hash: string;
}

let userTables: string[] = [];

/** Row count and content hash of every table of the public schema, in one statement. */
async function snapshot(): Promise<Record<string, TableState>> {
  const parts = userTables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as hash from ${sql.identifier(table)} t`,
  );
  const rows = await executeRows<{ name: string; rows: number; hash: string }>(
    ctx.db,
    sql.join(parts, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
}

function changedTables(before: Record<string, TableState>, after: Record<string, TableState>): string[] {
  return userTables.filter(
    (table) =>
      !ASIDE_TABLES.includes(table) &&
      (before[table]?.rows !== after[table]?.rows || before[table]?.hash !== after[table]?.hash),
  );
}

/** The files under DATA_DIR, relative to it. */
function storedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(ctx.dataDir, path));
    }
  };
  walk(ctx.dataDir);
  return files.sort();
}

// ---------------------------------------------------------------------------------------------------------
// Tracing every request: which endpoint wrote how much

let faults: StatementFaults;

const endpointPatterns = allEndpoints.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')}$`),
}));

function endpointOf(method: string, url: string): AnyEndpoint | undefined {
  const path = url.split('?')[0] ?? '';
  return endpointPatterns.find(
    ({ endpoint, pattern }) => endpoint.method === method.toUpperCase() && pattern.test(path),
  )?.endpoint;
}

/** The most write statements one request of the endpoint made, over every request of this file. */
const writesSeen = new Map<string, number>();

/**
 * Writes that are not part of the request's all-or-nothing work, by design: the messages queued after the
 * commit (outbox rows, e-mail jobs, and the one-time sign-in link an invitation e-mails, which inviting again
 * re-sends) and the throttles' counters, which count an attempt whether or not it succeeds and are reset
 * through the rate-limit store (Redis, or the database outside the request's transaction) once it has.
 */
const ASIDE =
  /^\s*(insert into "?(outbox_messages|background_jobs|login_links|rate_limit_windows)"?|delete from "?rate_limit_windows"?)/i;
const ASIDE_TABLES = ['rate_limit_windows'];
const isAside = (statement: string) => ASIDE.test(statement);

/** Writes of a trace that are the request's own. */
const ownWrites = (trace: Trace) =>
  trace.statements.filter((statement) => statement.write && !isAside(statement.sql));

function record(method: string, url: string, trace: Trace) {
  const endpoint = endpointOf(method, url);
  if (!endpoint) return;
  const writes = ownWrites(trace).length;
  writesSeen.set(endpoint.name, Math.max(writesSeen.get(endpoint.name) ?? 0, writes));
}

/** Every request of the file (fixtures' too) goes through the trace, to see which endpoints write much. */
function traceEveryRequest() {
  const app = ctx.app;
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as { inject: unknown }).inject = async (options: InjectOptions) => {
    if (faults.tracing) return inject(options);
    const { result, trace } = await faults.trace(() => inject(options));
    record(String(options.method ?? 'GET'), String(options.url ?? ''), trace);
    return result;
  };
}

// ---------------------------------------------------------------------------------------------------------
// The injection loop

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} hung`)), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface InjectionResult {
  /** Statements of the run that got through. */
  readonly statements: number;
  readonly writes: number;
  readonly response: LightMyRequestResponse;
}

/**
 * Sends `request` with its 1st, 2nd, ... statement failing until a run gets through; checks every failed
 * run left the database and the stored files as they were, and the run that got through wrote in one unit.
 */
async function injectFailures(request: InjectOptions, expectedStatus: number): Promise<InjectionResult> {
  const label = `${request.method} ${request.url}`;
  const before = await snapshot();
  const filesBefore = storedFiles();
  for (let failAt = 1; ; failAt += 1) {
    const { result: response, trace } = await faults.trace(
      () => withTimeout(ctx.app.inject(request), label),
      { failAt },
    );
    if (trace.firedAt === null) {
      expect(response.statusCode, `${label} without a failure: ${response.body}`).toBe(expectedStatus);
      record(String(request.method), String(request.url), trace);
      const writes = ownWrites(trace);
      const units = [...new Set(writes.map((statement) => statement.unit))];
      expect(
        units.length,
        `${label} writes in ${units.length} transactions, so a failure between them leaves partial rows:\n${writes
          .map((statement) => `  [unit ${statement.unit}] ${statement.sql.slice(0, 120)}`)
          .join('\n')}`,
      ).toBeLessThanOrEqual(1);
      return { statements: trace.statements.length, writes: writes.length, response };
    }
    const failed = trace.statements[failAt - 1]?.sql.slice(0, 160) ?? '';
    const where = `${label}, statement ${failAt} failing (${failed})`;
    expect(response.statusCode, `${where}: ${response.body}`).toBeGreaterThanOrEqual(400);
    if (response.statusCode < 500)
      expect(response.json(), where).toHaveProperty('error.code', response.statusCode);
    const after = await snapshot();
    expect(changedTables(before, after), `${where} left partial rows`).toEqual([]);
    expect(storedFiles(), `${where} left files`).toEqual(filesBefore);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Scenarios: a valid request of each multi-row write, made fresh for it

interface Scenario {
  readonly endpoint: AnyEndpoint;
  /** The request, against rows made for this scenario. */
  readonly request: () => Promise<InjectOptions>;
  /** The status of the run that gets through; the endpoint's own unless told. */
  readonly status?: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function send(
  endpoint: AnyEndpoint,
  params: Record<string, string | number>,
  token: string | null,
  payload?: object,
): InjectOptions {
  return {
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    ...(token !== null && { headers: bearer(token) }),
    ...(payload !== undefined && { payload }),
  };
}

const byName = (name: string): AnyEndpoint => {
  const endpoint = allEndpoints.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(`No endpoint ${name}`);
  return endpoint;
};

const e = byName;
const REFUNDS = '/api/client/new_payments/participant-refund-requests/';
const ROSTER = '/api/client/teams/team-roster/';
const TEAM_APPLICATIONS = '/api/client/teams/team-applications/';
const USERS = '/api/client/users/users/';

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

/** A user who signed up through the API: their id and access token. */
const signedUp = () => signedUpWith(nextContact());

async function signedUpWith(contact: {
  email: string;
  phone: string;
}): Promise<{ id: number; token: string }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: SIGN_UP,
    payload: {
      ...contact,
      first_name: 'Ada',
      last_name: 'Roll',
      password: GOOD_PASSWORD,
      agreement: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { user: { id: number }; tokens: { access: string } };
  return { id: body.user.id, token: body.tokens.access };
}

/** A user asking for a role (athlete of Italy unless told), as a sign-up and its role step leave them. */
async function pendingUser(request: 'set_is_athlete' | 'set_is_nf' = 'set_is_athlete') {
  const user = await signedUp();
  if (request === 'set_is_athlete')
    await ctx.db.update(users).set({ federationId: s.refs.italy }).where(eq(users.id, user.id));
  else await ctx.db.update(users).set({ nfAdminFederationId: s.refs.italy }).where(eq(users.id, user.id));
  const chosen = await ctx.app.inject({
    method: 'POST',
    url: `${USERS}${request}/`,
    headers: bearer(user.token),
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return user;
}

/** A participant Italy's NF registered on an event of its own, billed on Italy's order. */
async function italianParticipant() {
  const billed = await s.billedEvent({ italy: 1, team: 0 });
  const [participant = 0] = await s.participantsOf(billed.italy);
  return { billed, participant };
}

/** Italy's order of a new event paid in full (two lines of 120.50), with its participants. */
async function paidItaly() {
  const billed = await s.billedEvent({ team: 0 });
  await s.pay(billed.italy, '241.00');
  const [first = 0, second = 0] = await s.participantsOf(billed.italy);
  return { billed, first, second };
}

/** A team (administered by a new athlete) and an approved Italian athlete. */
async function teamAndAthlete() {
  const adminId = await s.person(ROLE_TYPES.ATHLETE);
  const [team] = await ctx.db
    .insert(teams)
    .values({ name: `Injected team ${next()}`, countryCode: 'IT', adminUserId: adminId })
    .returning({ id: teams.id });
  const athleteId = await s.athlete();
  return {
    team: team?.id ?? 0,
    adminToken: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: adminId }),
    athleteId,
    athleteToken: await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: athleteId }),
  };
}

async function rosterEntry() {
  const t = await teamAndAthlete();
  const added = await ctx.app.inject({
    method: 'POST',
    url: ROSTER,
    headers: bearer(t.adminToken),
    payload: { team: t.team, user: t.athleteId, jersey_number: 7 },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { ...t, entry: (added.json() as { id: number }).id };
}

function applicationBody() {
  const n = next();
  return {
    team_name: `Injected Marathon Team ${n}`,
    country_code: 'IT',
    contact_email: nextContact().email,
    contact_phone: '+39 02 1234 5678',
    administrator_first_name: 'Marta',
    administrator_last_name: `Rossi${n}`,
    administrator_email: nextContact().email,
  };
}

/** A team application applied for and its e-mail confirmed: waiting for WSK. */
async function submittedApplication() {
  const body = applicationBody();
  const applied = await ctx.app.inject({ method: 'POST', url: TEAM_APPLICATIONS, payload: body });
  expect(applied.statusCode, applied.body).toBe(201);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `${TEAM_APPLICATIONS}confirm_email/`,
    payload: { email: body.contact_email, code: await lastCode(ctx, body.contact_email) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return (applied.json() as { id: number }).id;
}

/** A refund of 50.00 Italy's NF asked for on a line of a paid order: its id. */
async function requestedRefund(): Promise<number> {
  const { first } = await paidItaly();
  const requested = await ctx.app.inject({
    method: 'POST',
    url: REFUNDS,
    headers: bearer(s.tokens.nfAdmin),
    payload: { participant: first, amount: '50.00', reason: 'Injured before the race' },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  return (requested.json() as { id: number }).id;
}

/** The test card provider's signed notification of a card payment's outcome, as its webhook request. */
function notificationOf(token: string, outcome: 'succeeded' | 'failed'): InjectOptions {
  const provider = createTestCardProvider({ serverSecret: ctx.config.jwtSecret });
  const { rawBody, headers } = provider.signNotification(token, outcome);
  return { ...send(e('receivePaymentNotification'), { provider: 'test' }, null), headers, payload: rawBody };
}

/** The TOTP code of the step `offset` steps from now. */
const totp = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/**
 * A signed-up user with two-factor sign-in on (enabled with the code of the current step, so the next
 * step's code is the first one left to use): their token, secret and backup codes.
 */
async function twoFactorUser() {
  const contact = nextContact();
  const user = await signedUpWith(contact);
  const setUp = await ctx.app.inject(send(e('startTwoFactorSetup'), {}, user.token, {}));
  expect(setUp.statusCode, setUp.body).toBe(200);
  const { secret } = setUp.json() as { secret: string };
  const enabled = await ctx.app.inject(
    send(e('enableTwoFactor'), {}, user.token, { code: await totp(secret) }),
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { backup_codes: backupCodes } = enabled.json() as { backup_codes: string[] };
  return { ...user, contact, secret, backupCodes };
}

/** An athlete's sport (speed skating, no discipline yet): its id and the athlete's token. */
async function userSport() {
  const athlete = await s.athlete();
  const token = await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: athlete });
  const created = await ctx.app.inject(send(e('createUserSport'), {}, token, { sport: s.speed.sportId }));
  expect(created.statusCode, created.body).toBe(201);
  return { id: (created.json() as { id: number }).id, token };
}

let youtube: number | null = null;
/** The id of the YouTube provider of social links. */
async function youtubeProvider(): Promise<number> {
  if (youtube === null) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/client/socials/providers/',
      headers: bearer(s.tokens.guest),
    });
    const providers = response.json() as { id: number; code: string }[];
    youtube = providers.find((provider) => provider.code === 'youtube')?.id ?? 0;
  }
  return youtube;
}

/** A password recovery asked for by a new user's e-mail: their contact. */
async function recoveryAskedFor() {
  const contact = nextContact();
  await signedUpWith(contact);
  const asked = await ctx.app.inject(send(e('forgotPassword'), {}, null, { email: contact.email }));
  expect(asked.statusCode, asked.body).toBe(204);
  return contact;
}

const SCENARIOS: Scenario[] = [
  // Accounts
  {
    endpoint: e('signUp'),
    request: async () => ({
      method: 'POST',
      url: SIGN_UP,
      payload: {
        ...nextContact(),
        first_name: 'Ada',
        last_name: 'Roll',
        password: GOOD_PASSWORD,
        agreement: true,
      },
    }),
  },
  {
    endpoint: e('setIsAthlete'),
    request: async () => {
      const user = await signedUp();
      return send(e('setIsAthlete'), {}, user.token);
    },
  },
  {
    endpoint: e('deleteMe'),
    request: async () => {
      const user = await signedUp();
      return send(e('deleteMe'), { id: user.id }, user.token);
    },
  },
  {
    endpoint: e('deleteUser'),
    request: async () => send(e('deleteUser'), { id: (await signedUp()).id }, s.tokens.wskAdmin),
  },
  {
    endpoint: e('inviteAthlete'),
    request: async () => send(e('inviteAthlete'), {}, s.tokens.nfAdmin, { email: nextContact().email }),
  },
  {
    endpoint: e('inviteNf'),
    request: async () =>
      send(e('inviteNf'), {}, s.tokens.wskAdmin, {
        email: nextContact().email,
        nf_admin_federation: s.refs.italy,
      }),
  },
  {
    endpoint: e('approveFederation'),
    request: async () => send(e('approveFederation'), { id: (await pendingUser()).id }, s.tokens.nfAdmin),
  },
  {
    endpoint: e('declineFederation'),
    request: async () => send(e('declineFederation'), { id: (await pendingUser()).id }, s.tokens.nfAdmin),
  },
  {
    endpoint: e('approveNf'),
    request: async () => send(e('approveNf'), { id: (await pendingUser('set_is_nf')).id }, s.tokens.wskAdmin),
  },
  {
    endpoint: e('setWskId'),
    request: async () => {
      const [record] = await ctx.db
        .insert(wskIdRecords)
        .values({ wskId: `FI${String(next()).padStart(6, '0')}`, firstName: 'Ada', lastName: 'Roll' })
        .returning({ wskId: wskIdRecords.wskId });
      return send(e('setWskId'), { id: await s.athlete() }, s.tokens.wskAdmin, { wsk_id: record?.wskId });
    },
  },
  // Events
  {
    endpoint: e('createEvent'),
    request: async () =>
      send(e('createEvent'), {}, s.tokens.wskAdmin, {
        name: `Injected event ${randomUUID()}`,
        kind: 'championship',
        starts_on: '2027-07-01',
        ends_on: '2027-07-10',
        city: 'Roma',
        country: s.refs.italy,
        currency: 'EUR',
        time_zone: 'Europe/Rome',
      }),
  },
  {
    endpoint: e('createEventSport'),
    request: async () => {
      const event = await s.draftEvent({}, []);
      return send(e('createEventSport'), { id: event.id }, s.tokens.wskAdmin, {
        sport: s.speed.sportId,
        disciplines: s.speed.disciplines,
        categories: CATEGORIES,
      });
    },
  },
  {
    endpoint: e('setParticipantSettings'),
    request: async () => {
      const target = await s.event({ publish: false });
      return send(
        e('setParticipantSettings'),
        { id: target.id, sportId: target.sportId },
        s.tokens.wskAdmin,
        {
          participants: [
            s.participantsWindow({ quota: 20 }),
            s.participantsWindow({ amount: '60', quota: 20 }, 'team_athlete'),
          ],
        },
      );
    },
  },
  // Registrations and their orders
  {
    endpoint: e('registerParticipant'),
    request: async () => {
      const target = await s.event({ window: { quota: 20 } });
      return send(
        e('registerParticipant'),
        { id: target.id, sportId: target.sportId },
        s.tokens.nfAdmin,
        s.registerBody(await s.athlete()),
      );
    },
  },
  {
    endpoint: e('registerSelf'),
    request: async () => {
      const target = await s.event({ allowSelfRegistration: true, window: { quota: 20 } });
      const athlete = await s.athlete();
      return send(
        e('registerSelf'),
        { id: target.id, sportId: target.sportId },
        await ctx.token({ role: ROLE_TYPES.ATHLETE, userId: athlete }),
        { entries: [{ discipline: s.speed.disciplines[0], category: 'Senior women' }] },
      );
    },
  },
  {
    endpoint: e('registerTeamParticipant'),
    request: async () => {
      const billed = await s.billedEvent({ italy: 0, team: 0 });
      const member = await s.athlete();
      const jersey = 50 + (next() % 45);
      await ctx.db
        .insert(teamMembers)
        .values({ teamId: s.teamIds.team, userId: member, jerseyNumber: jersey, status: 'accepted' });
      return send(
        e('registerTeamParticipant'),
        { id: billed.event.id, sportId: billed.event.sportId, teamId: s.teamIds.team },
        s.callers.teamAdmin.token,
        {
          kind: 'team_athlete',
          user: member,
          jersey_number: jersey,
          entries: [{ discipline: s.speed.disciplines[0], category: 'Senior women' }],
        },
      );
    },
  },
  {
    endpoint: e('withdrawParticipant'),
    request: async () => {
      const { billed, participant } = await italianParticipant();
      return send(
        e('withdrawParticipant'),
        { id: billed.event.id, participantId: participant },
        s.tokens.nfAdmin,
      );
    },
  },
  {
    endpoint: e('changeDiscount'),
    request: async () => {
      const { participant } = await italianParticipant();
      return send(e('changeDiscount'), { id: participant }, s.tokens.wskAdmin, { discount: '20.50' });
    },
  },
  {
    endpoint: e('moveToIndividual'),
    request: async () => {
      const { participant } = await italianParticipant();
      return send(e('moveToIndividual'), { id: participant }, s.tokens.nfAdmin);
    },
  },
  // Payments and refunds
  {
    endpoint: e('createOrderPayment'),
    request: async () => {
      const { billed } = await italianParticipant();
      return send(e('createOrderPayment'), {}, s.tokens.nfAdmin, {
        order: billed.italy,
        amount: '120.50',
        payment_system: 'bank_transfer',
        idempotency_key: randomUUID(),
        proof: await s.uploadProof(s.tokens.nfAdmin),
      });
    },
  },
  {
    endpoint: e('confirmOrderPayment'),
    request: async () => {
      const { billed } = await italianParticipant();
      const payment = await s.bankTransfer(s.tokens.nfAdmin, billed.italy, '120.50');
      return send(e('confirmOrderPayment'), { id: payment.id }, s.tokens.wskAdmin, {});
    },
  },
  {
    endpoint: e('declineOrderPayment'),
    request: async () => {
      const { billed } = await italianParticipant();
      const payment = await s.bankTransfer(s.tokens.nfAdmin, billed.italy, '120.50');
      const request = send(e('declineOrderPayment'), { id: payment.id }, s.tokens.wskAdmin);
      return { ...request, url: `${request.url}?reason=${encodeURIComponent('No money arrived')}` };
    },
  },
  {
    endpoint: e('completeTestCheckout'),
    request: async () => {
      const { billed } = await italianParticipant();
      const card = await s.cardPayment(s.tokens.nfAdmin, billed.italy, '120.50');
      return send(e('completeTestCheckout'), { token: card.token }, s.tokens.nfAdmin, {
        outcome: 'succeeded',
      });
    },
  },
  {
    endpoint: e('createRefundRequest'),
    request: async () => {
      const { first } = await paidItaly();
      return {
        method: 'POST',
        url: REFUNDS,
        headers: bearer(s.tokens.nfAdmin),
        payload: { participant: first, amount: '50.00', reason: 'Injured before the race' },
      };
    },
  },
  {
    endpoint: e('wskCreateRefund'),
    request: async () => {
      const { first } = await paidItaly();
      return send(e('wskCreateRefund'), {}, s.tokens.wskAdmin, {
        participant: first,
        amount: '50.00',
        reason: 'Event cancelled',
        confirm: true,
      });
    },
  },
  {
    endpoint: e('wskConfirmRefund'),
    request: async () => {
      return send(e('wskConfirmRefund'), { id: await requestedRefund() }, s.tokens.wskAdmin, {});
    },
  },
  {
    endpoint: e('deleteRefundRequest'),
    request: async () => send(e('deleteRefundRequest'), { id: await requestedRefund() }, s.tokens.nfAdmin),
  },
  {
    endpoint: e('wskChangeRefund'),
    request: async () =>
      send(e('wskChangeRefund'), { id: await requestedRefund() }, s.tokens.wskAdmin, { amount: '30.00' }),
  },
  {
    endpoint: e('receivePaymentNotification'),
    request: async () => {
      const { billed } = await italianParticipant();
      const card = await s.cardPayment(s.tokens.nfAdmin, billed.italy, '120.50');
      return notificationOf(card.token, 'succeeded');
    },
  },
  {
    endpoint: e('updateOrderPayment'),
    request: async () => {
      const { billed } = await italianParticipant();
      const payment = await s.bankTransfer(s.tokens.nfAdmin, billed.italy, '120.50');
      return send(e('updateOrderPayment'), { id: payment.id }, s.tokens.wskAdmin, { amount: '100.00' });
    },
  },
  {
    endpoint: e('confirmPayment'),
    request: async () => {
      const { billed } = await italianParticipant();
      const payment = await s.bankTransfer(s.tokens.nfAdmin, billed.italy, '120.50');
      return send(e('confirmPayment'), { id: payment.id }, s.tokens.wskAdmin, { note: 'Matched' });
    },
  },
  {
    endpoint: e('deletePayment'),
    request: async () => {
      const { billed } = await italianParticipant();
      const payment = await s.bankTransfer(s.tokens.nfAdmin, billed.italy, '120.50');
      return send(e('deletePayment'), { id: payment.id }, s.tokens.nfAdmin);
    },
  },
  {
    endpoint: e('moveToFederation'),
    request: async () => {
      const { participant } = await italianParticipant();
      const moved = await ctx.app.inject(send(e('moveToIndividual'), { id: participant }, s.tokens.nfAdmin));
      expect(moved.statusCode, moved.body).toBe(200);
      return send(e('moveToFederation'), { id: participant }, s.tokens.nfAdmin);
    },
  },
  // Teams
  {
    endpoint: e('createTeamApplication'),
    request: async () => ({ method: 'POST', url: TEAM_APPLICATIONS, payload: applicationBody() }),
  },
  {
    endpoint: e('changeTeamApplicationStatus'),
    request: async () =>
      send(e('changeTeamApplicationStatus'), { id: await submittedApplication() }, s.tokens.wskAdmin, {
        status: 'approved',
      }),
  },
  {
    endpoint: e('addRosterEntry'),
    request: async () => {
      const t = await teamAndAthlete();
      return send(e('addRosterEntry'), {}, t.adminToken, {
        team: t.team,
        user: t.athleteId,
        jersey_number: 9,
      });
    },
  },
  {
    endpoint: e('changeRosterStatus'),
    request: async () => {
      const r = await rosterEntry();
      return send(e('changeRosterStatus'), { id: r.entry }, r.athleteToken, { status: 'accepted' });
    },
  },
  {
    endpoint: e('removeRosterEntry'),
    request: async () => {
      const r = await rosterEntry();
      return send(e('removeRosterEntry'), { id: r.entry }, r.adminToken);
    },
  },
  // Two-factor sign-in
  {
    endpoint: e('startTwoFactorSetup'),
    request: async () => send(e('startTwoFactorSetup'), {}, (await signedUp()).token, {}),
  },
  {
    endpoint: e('enableTwoFactor'),
    request: async () => {
      const user = await signedUp();
      const setUp = await ctx.app.inject(send(e('startTwoFactorSetup'), {}, user.token, {}));
      expect(setUp.statusCode, setUp.body).toBe(200);
      // A failed run rolls back the UPDATE that records the code's step, so the same code serves every run.
      const { secret } = setUp.json() as { secret: string };
      return send(e('enableTwoFactor'), {}, user.token, { code: await totp(secret) });
    },
  },
  {
    endpoint: e('regenerateBackupCodes'),
    request: async () => {
      const user = await twoFactorUser();
      return send(e('regenerateBackupCodes'), {}, user.token, { code: await totp(user.secret, 1) });
    },
  },
  {
    endpoint: e('disableTwoFactor'),
    request: async () => {
      const user = await twoFactorUser();
      return send(e('disableTwoFactor'), {}, user.token, {
        password: GOOD_PASSWORD,
        code: user.backupCodes[0],
      });
    },
  },
  {
    endpoint: e('completeTwoFactorSignIn'),
    request: async () => {
      const user = await twoFactorUser();
      const signedIn = await ctx.app.inject(
        send(e('createToken'), {}, null, { email: user.contact.email, password: GOOD_PASSWORD }),
      );
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const { challenge } = signedIn.json() as { challenge: string };
      return send(e('completeTwoFactorSignIn'), {}, null, { challenge, code: await totp(user.secret, 1) });
    },
  },
  // Confirmation codes, password recovery and sign-in links
  {
    endpoint: e('resendConfirmationCode'),
    request: async () => {
      const user = await signedUp();
      // The sign-up's code went out just now: a new one may be sent once it is a minute old.
      await ctx.db.execute(
        sql`update verification_codes set created_at = created_at - interval '2 minutes' where user_id = ${user.id}`,
      );
      return send(e('resendConfirmationCode'), {}, user.token, { type: 'email' });
    },
  },
  {
    endpoint: e('confirmEmailByCode'),
    request: async () => {
      const contact = nextContact();
      const user = await signedUpWith(contact);
      return send(e('confirmEmailByCode'), {}, user.token, { code: await lastCode(ctx, contact.email) });
    },
  },
  {
    endpoint: e('confirmPhoneByCode'),
    request: async () => {
      const contact = nextContact();
      const user = await signedUpWith(contact);
      return send(e('confirmPhoneByCode'), {}, user.token, { code: await lastCode(ctx, contact.phone) });
    },
  },
  {
    endpoint: e('confirmEmailByLink'),
    request: async () => {
      const contact = nextContact();
      await signedUpWith(contact);
      const link = await lastLink(ctx, contact.email, 'confirm-email-by-link');
      return send(e('confirmEmailByLink'), {}, null, link);
    },
  },
  {
    endpoint: e('forgotPassword'),
    request: async () => {
      const contact = nextContact();
      await signedUpWith(contact);
      return send(e('forgotPassword'), {}, null, { email: contact.email });
    },
  },
  {
    endpoint: e('confirmForgotPasswordByCode'),
    request: async () => {
      const contact = await recoveryAskedFor();
      return send(e('confirmForgotPasswordByCode'), {}, null, {
        email: contact.email,
        code: await lastCode(ctx, contact.email),
      });
    },
  },
  {
    endpoint: e('confirmForgotPasswordByLink'),
    request: async () => {
      const contact = await recoveryAskedFor();
      const link = await lastLink(ctx, contact.email, 'confirm-password-by-link');
      return send(e('confirmForgotPasswordByLink'), {}, null, link);
    },
  },
  {
    endpoint: e('loginByToken'),
    request: async () => {
      const user = await signedUp();
      const url = await createLoginLink(ctx, { userId: user.id, ttlSeconds: 600 });
      return send(e('loginByToken'), {}, null, { token: url.split('/').pop() });
    },
  },
  // Profile: social links and sports, uploads
  {
    endpoint: e('createSocialLink'),
    request: async () =>
      send(e('createSocialLink'), {}, (await signedUp()).token, {
        provider: await youtubeProvider(),
        url: 'https://www.youtube.com/@ada',
      }),
  },
  {
    endpoint: e('createManySocialLinks'),
    request: async () => {
      const provider = await youtubeProvider();
      return send(e('createManySocialLinks'), {}, (await signedUp()).token, {
        links: [
          { provider, url: 'https://www.youtube.com/@ada' },
          { provider, url: 'https://www.youtube.com/@ada-roll' },
        ],
      });
    },
  },
  {
    endpoint: e('updateUserSport'),
    request: async () =>
      send(e('updateUserSport'), { id: (await userSport()).id }, s.tokens.wskAdmin, {
        discipline: s.speed.disciplines[0],
      }),
  },
  {
    endpoint: e('partialUpdateUserSportByUser'),
    request: async () => {
      const sport = await userSport();
      return send(e('partialUpdateUserSportByUser'), { id: sport.id }, sport.token, {
        discipline: s.speed.disciplines[0],
      });
    },
  },
  {
    endpoint: e('uploadFile'),
    request: async () => {
      const presigned = await ctx.app.inject(
        send(e('presignOrderPaymentProof'), {}, s.tokens.nfAdmin, { file_name: 'receipt.pdf' }),
      );
      expect(presigned.statusCode, presigned.body).toBe(200);
      const target = presigned.json() as PresignedUpload;
      const form = multipartForm(target.fields, { name: 'receipt.pdf', type: 'application/pdf', bytes: PDF });
      return { method: 'POST', url: new URL(target.url).pathname, ...form };
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// The other write endpoints, and why no scenario injects into them (yet)

type Reason =
  /** No database write, or one statement: nothing to leave half-done. */
  | { readonly kind: 'none' | 'single'; readonly why: string }
  /** Several writes inside one db.transaction of the service named; a scenario would prove it. */
  | { readonly kind: 'transaction'; readonly why: string }
  /** Commits part of its work on purpose. */
  | { readonly kind: 'design'; readonly why: string }
  /** Not classified yet: left for a follow-up (docs/security.md, Open). */
  | { readonly kind: 'unverified'; readonly why: string };

const none = (why: string): Reason => ({ kind: 'none', why });
const single = (why: string): Reason => ({ kind: 'single', why });
const inTransaction = (where: string): Reason => ({
  kind: 'transaction',
  why: `one db.transaction in ${where}`,
});
const design = (why: string): Reason => ({ kind: 'design', why });

const NOT_INJECTED: Record<string, Reason> = {
  createToken: inTransaction('auth/service.ts openSession (session and refresh token)'),
  refreshToken: design(
    'reuse of a spent refresh token revokes the session and commits it while answering 401',
  ),
  signOut: single('revokes the session'),
  signOutEverywhere: single('one UPDATE revokes every session of the caller'),
  updateUser: inTransaction('users/service.ts updateUser; the new codes are e-mailed after the commit'),
  clearProfileRole: inTransaction('users/registration.ts clearProfileRole'),
  setPassword: inTransaction('users/service.ts setPassword'),
  updatePassword: inTransaction('users/service.ts updatePassword'),
  changeStepNationalFederation: single('marks one step of the caller’s progress'),
  setIsGuest: inTransaction('users/registration.ts selectRole, as set_is_athlete/ (a scenario)'),
  setIsNf: inTransaction('users/registration.ts selectRole, as set_is_athlete/ (a scenario)'),
  setIsIto: inTransaction('users/registration.ts selectRole, as set_is_athlete/ (a scenario)'),
  setIsWskViewer: inTransaction('users/registration.ts selectRole, as set_is_athlete/ (a scenario)'),
  contactSupport: single('one support request; its e-mail goes after the commit'),
  createSupportRequest: single('one support request; its e-mail goes after the commit'),
  presignUserUpload: single('records the upload it signs'),
  savePassportDetails: inTransaction('users/steps.ts savePassportDetails'),
  savePostalAddress: inTransaction('users/steps.ts savePostalAddress'),
  saveAntiDoping: inTransaction('users/steps.ts saveAntiDoping'),
  saveNationalFederation: inTransaction('users/steps.ts saveNationalFederation'),
  saveAvatar: inTransaction('users/steps.ts saveAvatar'),
  editWskJobInformation: inTransaction('users/job-information.ts editWskJobInformation'),
  editNfJobInformation: inTransaction('users/job-information.ts editNfJobInformation'),
  nfViewerSetJob: inTransaction('users/job-information.ts setNfPosition'),
  createLegalGuardian: inTransaction('legal-guardians/service.ts createGuardian'),
  updateLegalGuardian: inTransaction('legal-guardians/service.ts changeGuardian'),
  presignLegalGuardianUpload: single('records the upload it signs'),
  updateSocialLink: single('updates one link'),
  deleteSocialLink: single('deletes one link'),
  createUserSport: inTransaction('sport/service.ts createUserSport'),
  deleteUserSport: single('deletes one sport of the user'),
  setWskSports: inTransaction('sport/service.ts setStaffSports'),
  setNfSports: inTransaction('sport/service.ts setStaffSports'),
  changeMarathonNoLevelShowModal: single('one flag'),
  createPalmaresForm: single('one palmares row'),
  updatePalmaresForm: single('one palmares row'),
  exportUsers: none('reads only'),
  exportUsersByEmail: single('queues one export job'),
  inviteWsk: inTransaction('users/invitations.ts inviteUser, as invite_athlete/ (a scenario)'),
  inviteIto: inTransaction('users/invitations.ts inviteUser, as invite_athlete/ (a scenario)'),
  approveWsk: inTransaction('users/approvals.ts approveRole, as approve_nf/ (a scenario)'),
  approveIto: inTransaction('users/approvals.ts approveRole, as approve_nf/ (a scenario)'),
  declineWsk: inTransaction('users/approvals.ts, as decline_federation/ (a scenario)'),
  declineNf: inTransaction('users/approvals.ts, as decline_federation/ (a scenario)'),
  declineIto: inTransaction('users/approvals.ts, as decline_federation/ (a scenario)'),
  searchAllCandidates: none('reads only'),
  importWskIds: inTransaction('wsk-ids/service.ts importWskIds'),
  updateEvent: inTransaction('events/service.ts updateEvent'),
  deleteEvent: inTransaction('events/service.ts deleteEvent'),
  publishEvent: inTransaction('events/service.ts publishEvent'),
  archiveEvent: inTransaction('events/service.ts archiveEvent'),
  updateEventSport: inTransaction('events/service.ts updateEventSport'),
  deleteEventSport: inTransaction('events/service.ts deleteEventSport'),
  presignEventUpload: single('records the upload it signs'),
  createEventNews: inTransaction('events/content-service.ts'),
  updateEventNews: inTransaction('events/content-service.ts'),
  deleteEventNews: inTransaction('events/content-service.ts'),
  createEventMedia: inTransaction('events/content-service.ts'),
  updateEventMedia: inTransaction('events/content-service.ts'),
  deleteEventMedia: inTransaction('events/content-service.ts'),
  createEventReport: inTransaction('events/content-service.ts'),
  updateEventReport: inTransaction('events/content-service.ts'),
  deleteEventReport: inTransaction('events/content-service.ts'),
  addStaffMember: inTransaction('events/people-service.ts'),
  updateStaffMember: inTransaction('events/people-service.ts'),
  removeStaffMember: inTransaction('events/people-service.ts'),
  assignIto: inTransaction('events/people-service.ts'),
  updateItoAssignment: inTransaction('events/people-service.ts'),
  removeItoAssignment: inTransaction('events/people-service.ts'),
  setFederationQuotas: inTransaction('events/nf-service.ts setFederationQuotas'),
  approveParticipant: inTransaction('participants/service.ts decide (the decision, the roster, the line)'),
  rejectParticipant: inTransaction('participants/service.ts decide (the decision, the roster, the line)'),
  updatePreSeed: inTransaction('participants/service.ts updatePreSeed'),
  setCredentialsPickup: inTransaction('participants/pickup-service.ts setCredentialsPickup'),
  applyForStaff: inTransaction('participants/role-service.ts apply (the participant and its audit)'),
  applyAsIto: inTransaction('participants/role-service.ts apply (the participant and its audit)'),
  updateTeam: inTransaction('teams/service.ts updateTeam'),
  presignTeamLogo: single('records the upload it signs'),
  banTeam: inTransaction('teams/service.ts banTeam'),
  unbanTeam: inTransaction('teams/service.ts unbanTeam'),
  changeAllowedPaymentSystems: inTransaction('payments/order-writes.ts changeAllowedPaymentSystems'),
  deleteOrderPayment: inTransaction('payments/order-payments.ts withdrawOrderPayment'),
  presignOrderPaymentProof: single('records the upload it signs'),
  withdrawTeamApplication: inTransaction('team-applications/service.ts withdrawApplication'),
  sendTeamApplicationCode: inTransaction(
    'team-applications/service.ts resendCode; the code is e-mailed after',
  ),
  confirmTeamApplicationEmail: inTransaction('team-applications/service.ts confirmEmail'),
  presignTeamApplicationDocument: single('records the upload it signs'),
  createAnnualOrder: inTransaction('payments/annual-orders.ts createAnnualOrder'),
  createAnnualOrderPayment: inTransaction(
    'payments/order-payments.ts createOrderPayment, as order-payments/ (a scenario)',
  ),
  withdrawAnnualOrderPayment: inTransaction('payments/order-payments.ts withdrawOrderPayment'),
  presignAnnualOrderPaymentProof: single('records the upload it signs'),
  createAnnualRefundRequest: inTransaction(
    'payments/refunds.ts createRefundRequest, as participant-refund-requests/ (a scenario)',
  ),
  withdrawAnnualRefundRequest: inTransaction(
    'payments/refunds.ts withdrawRefundRequest, as DELETE participant-refund-requests/ (a scenario)',
  ),
};

// ---------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  faults = instrumentDatabase(ctx.database.handle, isAside);
  traceEveryRequest();
  userTables = (
    await executeRows<{ table_name: string }>(
      ctx.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
  await s.setUp();
  await ctx.db
    .insert(teamApplicationPeriods)
    .values({ name: 'Injected applications', startsOn: dayFromToday(-1), endsOn: dayFromToday(30) });
}, 120_000);

describe.skipIf(ON_POSTGRES)(
  'a failure injected at every statement of a multi-row write leaves no partial rows',
  () => {
    for (const scenario of SCENARIOS) {
      it(`${scenario.endpoint.name} (${scenario.endpoint.method} ${scenario.endpoint.path})`, async () => {
        const request = await scenario.request();
        const result = await injectFailures(request, scenario.status ?? scenario.endpoint.status ?? 200);
        expect(result.writes).toBeGreaterThanOrEqual(1);
      });
    }
  },
);

describe.skipIf(ON_POSTGRES)('every write endpoint is a scenario or listed with its reason', () => {
  it('walks the contract', () => {
    const scenarios = new Set(SCENARIOS.map((scenario) => scenario.endpoint.name));
    const writes = allEndpoints
      .filter((endpoint) => endpoint.method !== 'GET')
      .map((endpoint) => endpoint.name);
    const both = writes.filter((name) => scenarios.has(name) && name in NOT_INJECTED);
    const neither = writes.filter((name) => !scenarios.has(name) && !(name in NOT_INJECTED));
    const stale = Object.keys(NOT_INJECTED).filter((name) => !writes.includes(name));
    expect({ both, neither, stale }).toEqual({ both: [], neither: [], stale: [] });
  });

  it('no request of this file wrote more than its listing says', () => {
    const contradicted = [...writesSeen].flatMap(([name, writes]) => {
      const reason = NOT_INJECTED[name];
      const listedAs =
        reason?.kind ?? (SCENARIOS.some((scenario) => scenario.endpoint.name === name) ? 'scenario' : 'read');
      const allowed =
        listedAs === 'none' ? 0 : listedAs === 'single' || listedAs === 'read' ? 1 : Number.POSITIVE_INFINITY;
      return writes > allowed ? [`${name}: ${writes} writes, listed as ${listedAs}`] : [];
    });
    expect(contradicted).toEqual([]);
  });
});
