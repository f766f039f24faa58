// The WSK id database (decision 014): who may call each of its six endpoints, the ranking of candidates
// and matches, the statuses the searches record, linking users to records (the 400s, the database's
// uniqueness, two administrators at once), the list and the CSV import.
import { WSK_ID_STATUSES, type WskIdStatus } from '@portal/contract/constants';
import { UNKNOWN_WSK_ID_MESSAGE, WSK_ID_TAKEN_MESSAGE } from '@portal/contract/endpoints/user-management';
import { searchAllCandidatesResultSchema, wskIdImportReportSchema } from '@portal/contract/endpoints/wsk-ids';
import { pagedSchema } from '@portal/contract/http';
import { ROLE_TYPES } from '@portal/contract/roles';
import {
  athleteMatchSchema,
  matchCandidateSchema,
  userSchema,
  wskIdRecordSchema,
} from '@portal/contract/user';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEvents } from '../../db/schema/audit';
import { federations } from '../../db/schema/federations';
import { type NewUserRow, users } from '../../db/schema/users';
import { type NewWskIdRecordRow, wskIdRecords } from '../../db/schema/wsk-ids';
import { testDatabaseKind, useTestApp } from '../../test/harness';
import { IMPORT_MESSAGES } from './service';

// No demo data: every person here is the test's own, so rankings and counts are exact.
const ctx = useTestApp();

const WSK_IDS = '/api/client/sport/wsk-ids/';
const USERS = '/api/client/users/users/';
const UNKNOWN_ID = 987_654;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(token === null ? {} : { headers: ctx.bearer(token) }),
    ...(payload ? { payload } : {}),
  });

const candidates = z.array(matchCandidateSchema);
const matches = z.array(athleteMatchSchema);
const recordsPage = pagedSchema(wskIdRecordSchema);

let italy = 0;
let france = 0;
let athleteRoleId = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const rows = await ctx.db
    .select()
    .from(federations)
    .where(inArray(federations.code, ['ITA', 'FRA']));
  italy = rows.find((row) => row.code === 'ITA')?.id ?? 0;
  france = rows.find((row) => row.code === 'FRA')?.id ?? 0;
  athleteRoleId = await ctx.roleIdOf(ROLE_TYPES.ATHLETE);
  tokens.wskAdmin = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'admin' });
  tokens.wskViewer = await ctx.token({ role: ROLE_TYPES.WSK_ADMIN, permission: 'viewer' });
});

/** An athlete (approved unless told otherwise), written straight to the database. */
async function person(
  firstName: string,
  lastName: string,
  values: Partial<NewUserRow> = {},
): Promise<number> {
  const [row] = await ctx.db
    .insert(users)
    .values({ firstName, lastName, roleId: athleteRoleId, federationId: italy, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('The test user insert returned no row');
  return row.id;
}

let recordCounter = 0;
/** A record of the database, INITIAL unless told otherwise; a fresh WSK id each time. */
async function record(
  firstName: string,
  lastName: string,
  values: Partial<NewWskIdRecordRow> = {},
): Promise<{ id: number; wskId: string }> {
  recordCounter += 1;
  const [row] = await ctx.db
    .insert(wskIdRecords)
    .values({ wskId: `T${String(recordCounter).padStart(6, '0')}`, firstName, lastName, ...values })
    .returning({ id: wskIdRecords.id, wskId: wskIdRecords.wskId });
  if (!row) throw new Error('The test record insert returned no row');
  return row;
}

async function recordRow(id: number) {
  const [row] = await ctx.db.select().from(wskIdRecords).where(eq(wskIdRecords.id, id));
  if (!row) throw new Error(`No record ${id}`);
  return row;
}

async function userWskId(id: number) {
  const [row] = await ctx.db.select({ wskId: users.wskId }).from(users).where(eq(users.id, id));
  return row?.wskId;
}

const findCandidatesOf = async (id: number, token = tokens.wskAdmin ?? '') => {
  const response = await call('GET', `${WSK_IDS}${id}/find_candidates/`, token);
  expect(response.statusCode, response.body).toBe(200);
  return candidates.parse(response.json());
};

const setWskId = (userId: number, wskId: string | null, token = tokens.wskAdmin ?? '') =>
  call('PATCH', `${USERS}${userId}/set_wsk_id/`, token, { wsk_id: wskId });

const importCsv = (content: string, token = tokens.wskAdmin ?? '', fileName = 'register.csv') =>
  call('POST', `${WSK_IDS}import/`, token, { file_name: fileName, content });

async function expectImported(content: string) {
  const response = await importCsv(content);
  expect(response.statusCode, response.body).toBe(200);
  return wskIdImportReportSchema.parse(response.json());
}

// Access -------------------------------------------------------------------------------------------------

describe('who may call', () => {
  const ACTORS = [
    'anonymous',
    'guest',
    'athlete',
    'ito',
    'nfViewer',
    'nfAdmin',
    'wskViewer',
    'wskAdmin',
  ] as const;
  type Actor = (typeof ACTORS)[number];
  const READERS: readonly Actor[] = ['wskViewer', 'wskAdmin'];
  const ADMINS: readonly Actor[] = ['wskAdmin'];
  const actorTokens = new Map<Actor, string | null>();
  let recordId = 0;
  let userId = 0;

  beforeAll(async () => {
    actorTokens.set('anonymous', null);
    actorTokens.set('guest', await ctx.token({ role: ROLE_TYPES.GUEST }));
    actorTokens.set('athlete', await ctx.token({ role: ROLE_TYPES.ATHLETE }));
    actorTokens.set('ito', await ctx.token({ role: ROLE_TYPES.ITO }));
    actorTokens.set('nfViewer', await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'viewer' }));
    actorTokens.set('nfAdmin', await ctx.token({ role: ROLE_TYPES.NF_ADMIN, permission: 'admin' }));
    actorTokens.set('wskViewer', tokens.wskViewer ?? null);
    actorTokens.set('wskAdmin', tokens.wskAdmin ?? null);
    recordId = (await record('Accessa', 'Matrixova', { status: WSK_ID_STATUSES.NO_MATCH_FOUND })).id;
    userId = await person('Accessa', 'Matrixov');
  });

  const ROWS: Record<
    string,
    { method: Method; path: () => string; allowed: readonly Actor[]; payload?: () => object }
  > = {
    listWskIds: { method: 'GET', path: () => WSK_IDS, allowed: READERS },
    findCandidates: {
      method: 'GET',
      path: () => `${WSK_IDS}${recordId}/find_candidates/`,
      allowed: READERS,
    },
    searchAllCandidates: { method: 'POST', path: () => `${WSK_IDS}search_candidates/`, allowed: ADMINS },
    importWskIds: {
      method: 'POST',
      path: () => `${WSK_IDS}import/`,
      allowed: ADMINS,
      payload: () => ({ file_name: 'a.csv', content: 'wsk_id,first_name,last_name\n' }),
    },
    matchAthlete: { method: 'GET', path: () => `${USERS}${userId}/match_athlete/`, allowed: READERS },
    setWskId: {
      method: 'PATCH',
      path: () => `${USERS}${userId}/set_wsk_id/`,
      allowed: ADMINS,
      payload: () => ({ wsk_id: null }),
    },
  };

  for (const [name, row] of Object.entries(ROWS)) {
    it(`${name}: ${row.allowed.join(' and ')} get through; other roles 403, anonymous 401`, async () => {
      for (const actor of ACTORS) {
        const response = await call(row.method, row.path(), actorTokens.get(actor) ?? null, row.payload?.());
        const expected = actor === 'anonymous' ? 401 : row.allowed.includes(actor) ? 200 : 403;
        expect(response.statusCode, `${name} as ${actor}: ${response.body}`).toBe(expected);
      }
    });
  }
});

// Ranking ------------------------------------------------------------------------------------------------

describe('ranking', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.giulia = await person('Giulia', 'Bianchi', { birthday: '2001-05-03' });
    ids.marco = await person('Marco', 'Rossi', { birthday: '2001-05-03' });
    ids.marcoOtherDay = await person('Marco', 'Rossi', { birthday: '1999-11-20' });
    ids.marcoFrance = await person('Marco', 'Rossi', { birthday: '2001-05-03', federationId: france });
    ids.rossini = await person('Marco', 'Rossini', { birthday: '1998-01-01' });
    ids.marta = await person('Marta', 'Rossi', { birthday: '2003-02-02' });
    // Never candidates: a WSK id already, deleted, not an athlete.
    ids.holder = await person('Marco', 'Rossi', { birthday: '2001-05-03', wskId: 'HELD-1' });
    ids.deleted = await person('Marco', 'Rossi', { birthday: '2001-05-03', deletedAt: new Date() });
    ids.guest = await person('Marco', 'Rossi', {
      birthday: '2001-05-03',
      roleId: await ctx.roleIdOf(ROLE_TYPES.GUEST),
    });
    // A pending athlete is a candidate.
    ids.pending = await person('Marcos', 'Rossi', { birthday: '1990-01-01', roleStatus: 'pending' });
  });

  it('ranks the typo’d record’s person first: name, then birthday, then country; never the others', async () => {
    const { id } = await record('Marko', 'Rosi', { birthday: '2001-05-03', countryFederationId: italy });
    const found = await findCandidatesOf(id);
    expect(found[0]?.pk).toBe(ids.marco);
    const order = found.map((candidate) => candidate.pk);
    // Same names: the right birthday and country beat the right birthday only, which beats neither.
    const rank = (id: number | undefined) => order.indexOf(id ?? -1);
    expect(rank(ids.marco)).toBeLessThan(rank(ids.marcoFrance));
    expect(rank(ids.marcoFrance)).toBeLessThan(rank(ids.marcoOtherDay));
    expect(rank(ids.marcoOtherDay)).toBeGreaterThan(-1);
    expect(order).toEqual(expect.arrayContaining([ids.marta, ids.rossini, ids.pending]));
    for (const excluded of [ids.giulia, ids.holder, ids.deleted, ids.guest]) {
      expect(order).not.toContain(excluded);
    }
    const scores = found.map((candidate) => candidate.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((score) => score > 0 && score <= 1)).toBe(true);
    expect(found[0]).toMatchObject({
      first_name: 'Marco',
      last_name: 'Rossi',
      birthday: '2001-05-03',
      country: { id: italy, code: 'ITA' },
      wsk_id: null,
    });
  });

  it('finds the person when the record swaps first and last name', async () => {
    const { id } = await record('Rosi', 'Marko', { birthday: '2001-05-03', countryFederationId: italy });
    const found = await findCandidatesOf(id);
    expect(found[0]?.pk).toBe(ids.marco);
  });

  it('needs a real name likeness: an unrelated name with the same birthday is no candidate', async () => {
    const { id } = await record('Zebedeo', 'Quarantotto', {
      birthday: '2001-05-03',
      countryFederationId: italy,
    });
    expect(await findCandidatesOf(id)).toEqual([]);
  });

  it('returns at most ten, ties broken by id', async () => {
    const twins: number[] = [];
    for (let index = 0; index < 12; index += 1) twins.push(await person('Ottavio', 'Dozzinale'));
    const { id } = await record('Ottavio', 'Dozzinale');
    const found = await findCandidatesOf(id);
    expect(found.map((candidate) => candidate.pk)).toEqual(twins.slice(0, 10));
    expect(new Set(found.map((candidate) => candidate.score)).size).toBe(1);
  });

  it('match_athlete ranks the records not matched that may be the user', async () => {
    const user = await person('Federica', 'Pellegrini', { birthday: '1988-08-05' });
    const best = await record('Federica', 'Pelegrini', {
      birthday: '1988-08-05',
      countryFederationId: italy,
    });
    const second = await record('Federika', 'Pellegrini', { birthday: '1990-01-01' });
    const swapped = await record('Pellegrini', 'Federica', { status: WSK_ID_STATUSES.NO_MATCH_FOUND });
    const other = await person('Other', 'Holder');
    const matched = await record('Federica', 'Pellegrini', {
      birthday: '1988-08-05',
      status: WSK_ID_STATUSES.MATCHED,
      userId: other,
    });
    await record('Gianni', 'Morandi');
    const response = await call('GET', `${USERS}${user}/match_athlete/`, tokens.wskViewer ?? '');
    expect(response.statusCode).toBe(200);
    const found = matches.parse(response.json());
    expect(found[0]).toEqual({
      id: best.id,
      first_name: 'Federica',
      last_name: 'Pelegrini',
      nationality_raw: null,
      birthday: '1988-08-05',
      country: { id: italy, name: 'Italy', code: 'ITA' },
      wsk_id: best.wskId,
    });
    const order = found.map((match) => match.id);
    expect(order).toEqual(expect.arrayContaining([best.id, second.id, swapped.id]));
    expect(order).not.toContain(matched.id);
    expect(found).toHaveLength(3);
  });

  it('match_athlete: 404 for an unknown or deleted user', async () => {
    expect(
      (await call('GET', `${USERS}${UNKNOWN_ID}/match_athlete/`, tokens.wskAdmin ?? '')).statusCode,
    ).toBe(404);
    const response = await call('GET', `${USERS}${ids.deleted}/match_athlete/`, tokens.wskAdmin ?? '');
    expect(response.statusCode).toBe(404);
  });

  it('find_candidates: 404 for an unknown record', async () => {
    const response = await call('GET', `${WSK_IDS}${UNKNOWN_ID}/find_candidates/`, tokens.wskAdmin ?? '');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 404 } });
  });
});

// Statuses -----------------------------------------------------------------------------------------------

describe('statuses the searches record', () => {
  it('a WSK administrator’s search records ready to be matched or no match found; a viewer’s nothing', async () => {
    await person('Valentina', 'Vezzali');
    const found = await record('Valentina', 'Vezali');
    const none = await record('Ximena', 'Yllanes');

    await findCandidatesOf(found.id, tokens.wskViewer);
    await findCandidatesOf(none.id, tokens.wskViewer);
    expect((await recordRow(found.id)).status).toBe(WSK_ID_STATUSES.INITIAL);
    expect((await recordRow(none.id)).status).toBe(WSK_ID_STATUSES.INITIAL);

    await findCandidatesOf(found.id);
    await findCandidatesOf(none.id);
    expect((await recordRow(found.id)).status).toBe(WSK_ID_STATUSES.READY_TO_BE_MATCHED);
    expect((await recordRow(none.id)).status).toBe(WSK_ID_STATUSES.NO_MATCH_FOUND);

    // A later search records the new outcome: the person has signed up since.
    await person('Ximena', 'Yllanes');
    await findCandidatesOf(none.id);
    expect((await recordRow(none.id)).status).toBe(WSK_ID_STATUSES.READY_TO_BE_MATCHED);
  });

  it('a matched record keeps its status whatever the search finds', async () => {
    const owner = await person('Alberto', 'Tomba', { wskId: 'TOMBA-1' });
    const matched = await record('Alberto', 'Tomba', {
      wskId: 'TOMBA-1',
      status: WSK_ID_STATUSES.MATCHED,
      userId: owner,
    });
    await person('Alberto', 'Tomba');
    expect(await findCandidatesOf(matched.id)).toHaveLength(1);
    expect(await recordRow(matched.id)).toMatchObject({ status: WSK_ID_STATUSES.MATCHED, userId: owner });
  });

  it('search_candidates searches every INITIAL record in one statement and counts the outcomes', async () => {
    // Earlier tests' INITIAL records out of the way first.
    const flush = await call('POST', `${WSK_IDS}search_candidates/`, tokens.wskAdmin ?? '');
    expect(flush.statusCode).toBe(200);

    await person('Deborah', 'Compagnoni', { birthday: '1970-06-04' });
    await person('Isolde', 'Kostner');
    const ready = [await record('Debora', 'Compagnoni'), await record('Kostner', 'Isolde')];
    const none = [await record('Qwerty', 'Uiopas'), await record('Asdfgh', 'Jklzxc')];
    const untouched = await record('Deborah', 'Compagnoni', { status: WSK_ID_STATUSES.NO_MATCH_FOUND });

    const response = await call('POST', `${WSK_IDS}search_candidates/`, tokens.wskAdmin ?? '');
    expect(response.statusCode).toBe(200);
    expect(searchAllCandidatesResultSchema.parse(response.json())).toEqual({
      searched: 4,
      ready_to_be_matched: 2,
      no_match_found: 2,
    });
    for (const { id } of ready)
      expect((await recordRow(id)).status).toBe(WSK_ID_STATUSES.READY_TO_BE_MATCHED);
    for (const { id } of none) expect((await recordRow(id)).status).toBe(WSK_ID_STATUSES.NO_MATCH_FOUND);
    expect((await recordRow(untouched.id)).status).toBe(WSK_ID_STATUSES.NO_MATCH_FOUND);

    const again = await call('POST', `${WSK_IDS}search_candidates/`, tokens.wskAdmin ?? '');
    expect(again.json()).toEqual({ searched: 0, ready_to_be_matched: 0, no_match_found: 0 });
  });
});

// Linking ------------------------------------------------------------------------------------------------

describe('set_wsk_id', () => {
  const auditOf = (userId: number) =>
    ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetUserId, userId))
      .orderBy(asc(auditEvents.id));

  it('links, moves to another record (the first ready to be matched again), repeats idempotently, unlinks', async () => {
    const user = await person('Sofia', 'Goggia');
    const first = await record('Sofia', 'Goggia', { status: WSK_ID_STATUSES.READY_TO_BE_MATCHED });
    const second = await record('Sofia', 'Gogia', { status: WSK_ID_STATUSES.NO_MATCH_FOUND });

    const linked = await setWskId(user, first.wskId);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(userSchema.parse(linked.json())).toMatchObject({ id: user, wsk_id: first.wskId });
    expect(await recordRow(first.id)).toMatchObject({ status: WSK_ID_STATUSES.MATCHED, userId: user });

    // The same again changes nothing and records nothing.
    expect((await setWskId(user, first.wskId)).statusCode).toBe(200);
    expect(await auditOf(user)).toHaveLength(1);

    const moved = await setWskId(user, second.wskId);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ wsk_id: second.wskId });
    expect(await recordRow(second.id)).toMatchObject({ status: WSK_ID_STATUSES.MATCHED, userId: user });
    expect(await recordRow(first.id)).toMatchObject({
      status: WSK_ID_STATUSES.READY_TO_BE_MATCHED,
      userId: null,
    });

    const unlinked = await setWskId(user, null);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ wsk_id: null });
    expect(await recordRow(second.id)).toMatchObject({
      status: WSK_ID_STATUSES.READY_TO_BE_MATCHED,
      userId: null,
    });
    expect(await userWskId(user)).toBeNull();
    // Unlinking again: nothing to do.
    expect((await setWskId(user, null)).statusCode).toBe(200);

    const audit = await auditOf(user);
    expect(audit.map((event) => [event.action, event.details])).toEqual([
      ['user.set_wsk_id', { wsk_id: first.wskId, record: first.id, previous_wsk_id: null }],
      ['user.set_wsk_id', { wsk_id: second.wskId, record: second.id, previous_wsk_id: first.wskId }],
      ['user.unset_wsk_id', { previous_wsk_id: second.wskId }],
    ]);
    expect(audit.every((event) => event.actorUserId !== null)).toBe(true);
  });

  it('deleting a matched user frees the record: ready to be matched again, no user', async () => {
    const user = await person('Nicole', 'Begg');
    const linked = await record('Nicole', 'Begg', { status: WSK_ID_STATUSES.READY_TO_BE_MATCHED });
    expect((await setWskId(user, linked.wskId)).statusCode).toBe(200);

    const deleted = await call('DELETE', `${USERS}${user}/`, tokens.wskAdmin ?? '');
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await recordRow(linked.id)).toMatchObject({
      status: WSK_ID_STATUSES.READY_TO_BE_MATCHED,
      userId: null,
    });
    expect(await userWskId(user)).toBeNull();
  });

  it('400 for an unknown WSK id and for a record matched to another user; 404 for an unknown or deleted user', async () => {
    const user = await person('Carolina', 'Kostner');
    const unknown = await setWskId(user, 'NO-SUCH-ID');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ invalid_fields: { wsk_id: [UNKNOWN_WSK_ID_MESSAGE] } });

    const owner = await person('Carolina', 'Kostner');
    const taken = await record('Carolina', 'Kostner');
    expect((await setWskId(owner, taken.wskId)).statusCode).toBe(200);
    const refused = await setWskId(user, taken.wskId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ invalid_fields: { wsk_id: [WSK_ID_TAKEN_MESSAGE] } });
    expect(await recordRow(taken.id)).toMatchObject({ userId: owner });
    expect(await userWskId(user)).toBeNull();

    expect((await setWskId(UNKNOWN_ID, taken.wskId)).statusCode).toBe(404);
    const deleted = await person('Gone', 'Away', { deletedAt: new Date() });
    expect((await setWskId(deleted, taken.wskId)).statusCode).toBe(404);
    expect((await setWskId(user, '')).statusCode).toBe(400);
  });

  it('a unique violation (a user already holding that WSK id outside the register) is a clean 400', async () => {
    const free = await record('Arianna', 'Fontana');
    await person('Arianna', 'Fontana', { wskId: free.wskId });
    const user = await person('Arianna', 'Fontana');
    const response = await setWskId(user, free.wskId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ invalid_fields: { wsk_id: [WSK_ID_TAKEN_MESSAGE] } });
    // The whole change was rolled back.
    expect(await recordRow(free.id)).toMatchObject({ status: WSK_ID_STATUSES.INITIAL, userId: null });
    expect(await userWskId(user)).toBeNull();
  });

  it('two administrators linking one record to two users at once: one wins, the other gets 400', async () => {
    const contested = await record('Michela', 'Moioli');
    const [a, b] = [await person('Michela', 'Moioli'), await person('Michela', 'Moioli')];
    const responses = await Promise.all([setWskId(a, contested.wskId), setWskId(b, contested.wskId)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const row = await recordRow(contested.id);
    const winner = responses[0]?.statusCode === 200 ? a : b;
    expect(row).toMatchObject({ status: WSK_ID_STATUSES.MATCHED, userId: winner });
    expect(await userWskId(winner === a ? b : a)).toBeNull();
  });

  it('one user linked to two records at once: the user ends with exactly one', async () => {
    const user = await person('Dorothea', 'Wierer');
    const [x, y] = [await record('Dorothea', 'Wierer'), await record('Dorothea', 'Wierer')];
    const responses = await Promise.all([setWskId(user, x.wskId), setWskId(user, y.wskId)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const linked = await ctx.db.select().from(wskIdRecords).where(eq(wskIdRecords.userId, user));
    expect(linked).toHaveLength(1);
    expect(await userWskId(user)).toBe(linked[0]?.wskId);
  });

  it('the database holds one record per user, one user per WSK id, and matched exactly when linked', async () => {
    const user = await person('Tania', 'Cagnotto');
    await record('Tania', 'Cagnotto', { status: WSK_ID_STATUSES.MATCHED, userId: user });
    await expect(
      record('Tania', 'Cagnotto', { status: WSK_ID_STATUSES.MATCHED, userId: user }),
    ).rejects.toThrow();
    await expect(person('Tania', 'Cagnotto', { wskId: 'HELD-1' })).rejects.toThrow();
    await expect(record('Tania', 'Cagnotto', { status: WSK_ID_STATUSES.MATCHED })).rejects.toThrow();
    const other = await person('Tania', 'Cagnotto');
    await expect(
      record('Tania', 'Cagnotto', { status: WSK_ID_STATUSES.INITIAL, userId: other }),
    ).rejects.toThrow();
    await expect(record('Tania', 'Cagnotto', { status: 'unknown' as WskIdStatus })).rejects.toThrow();
  });
});

// List ---------------------------------------------------------------------------------------------------

describe('the list', () => {
  const TAG = 'Zlistova';

  beforeAll(async () => {
    await record('Anna', `${TAG}c`, { status: WSK_ID_STATUSES.READY_TO_BE_MATCHED, gender: 'F' });
    await record('Bruno', `${TAG}a`, { status: WSK_ID_STATUSES.NO_MATCH_FOUND, countryFederationId: italy });
    await record('Carla', `${TAG}b`, { status: WSK_ID_STATUSES.READY_TO_BE_MATCHED, birthday: '2000-01-31' });
  });

  const list = async (query: string) => {
    const response = await call('GET', `${WSK_IDS}?${query}`, tokens.wskViewer ?? '');
    expect(response.statusCode, response.body).toBe(200);
    return recordsPage.parse(response.json());
  };

  it('searches names and WSK ids, filters by status, orders and pages in SQL', async () => {
    const all = await list(`search=${TAG.toLowerCase()}`);
    expect(all.count).toBe(3);
    expect(all.results.map((row) => row.last_name)).toEqual([`${TAG}a`, `${TAG}b`, `${TAG}c`]);
    expect(all.results[0]).toMatchObject({
      first_name: 'Bruno',
      status: WSK_ID_STATUSES.NO_MATCH_FOUND,
      country: { id: italy, code: 'ITA', name: 'Italy' },
      user: null,
    });

    const ready = await list(`search=${TAG}&status=ready_to_be_matched&ordering=-last_name`);
    expect(ready.results.map((row) => row.first_name)).toEqual(['Anna', 'Carla']);
    expect(ready.results[1]?.birthday).toBe('2000-01-31');

    const paged = await list(`search=${TAG}&page=2&page_size=2`);
    expect(paged.count).toBe(3);
    expect(paged.results.map((row) => row.first_name)).toEqual(['Anna']);
    expect(paged.previous).toContain('page=1');
    expect(paged.next).toBeNull();

    const byId = await list('search=T0000&ordering=-wsk_id&page_size=2');
    expect(byId.results[0]?.wsk_id.localeCompare(byId.results[1]?.wsk_id ?? '')).toBe(1);

    // The caller's wildcards are taken literally.
    expect((await list('search=%25')).count).toBe(0);
    expect((await list('status=matched&search=nobody-at-all')).count).toBe(0);
  });

  it('refuses an unknown status or ordering', async () => {
    expect((await call('GET', `${WSK_IDS}?status=lost`, tokens.wskAdmin ?? '')).statusCode).toBe(400);
    expect((await call('GET', `${WSK_IDS}?ordering=gender`, tokens.wskAdmin ?? '')).statusCode).toBe(400);
  });
});

// Import -------------------------------------------------------------------------------------------------

describe('import', () => {
  it('creates INITIAL records, updates known ones (status and user kept) and reports the rejected rows', async () => {
    const owner = await person('Paola', 'Egonu');
    const known = await record('Paola', 'Egonu', { status: WSK_ID_STATUSES.MATCHED, userId: owner });
    await ctx.db.update(users).set({ wskId: known.wskId }).where(eq(users.id, owner));
    const future = `${new Date().getUTCFullYear() + 1}-01-01`;
    const content = [
      'WSK ID,First Name,last_name,Birthday,GENDER,Nationality,notes',
      'IMP-1,Gianmarco,Tamberi,1992-06-01,M,ITA,high jump',
      `${known.wskId},Paola,Egonu-Updated,18/12/1998,F,it,`,
      'IMP-2,Bebe,Vio,04/03/1997,F,Italy,',
      'IMP-3,Marcell,Jacobs,,,Atlantis,',
      ',Nobody,Missing,,,,',
      'IMP-4,,,,,,',
      'IMP-1,Gianmarco,Again,,,,',
      `IMP-5,Future,Child,${future},,,`,
      'IMP-6,Bad,Date,31/02/2001,,,',
      'IMP-7,Bad,Format,2001/01/01,,,',
      `${'X'.repeat(51)},Long,Id,,,,`,
      '"IMP-8","Anna ""Nana""","De Luca, Jr",2000-02-29,X,fra,',
    ].join('\n');
    const response = await importCsv(content, tokens.wskAdmin, 'athletes 2026.csv');
    expect(response.statusCode, response.body).toBe(200);
    const report = wskIdImportReportSchema.parse(response.json());
    expect(report).toMatchObject({ file_name: 'athletes 2026.csv', rows: 12, created: 4, updated: 1 });
    expect(report.rejected).toEqual([
      { line: 6, wsk_id: null, reasons: [IMPORT_MESSAGES.wskIdMissing] },
      {
        line: 7,
        wsk_id: 'IMP-4',
        reasons: [IMPORT_MESSAGES.firstNameMissing, IMPORT_MESSAGES.lastNameMissing],
      },
      { line: 8, wsk_id: 'IMP-1', reasons: [IMPORT_MESSAGES.repeated(2)] },
      { line: 9, wsk_id: 'IMP-5', reasons: [IMPORT_MESSAGES.birthdayInFuture] },
      { line: 10, wsk_id: 'IMP-6', reasons: [IMPORT_MESSAGES.birthdayInvalid] },
      { line: 11, wsk_id: 'IMP-7', reasons: [IMPORT_MESSAGES.birthdayInvalid] },
      { line: 12, wsk_id: 'X'.repeat(51), reasons: [IMPORT_MESSAGES.wskIdTooLong] },
    ]);

    const rows = await ctx.db
      .select()
      .from(wskIdRecords)
      .where(inArray(wskIdRecords.wskId, ['IMP-1', 'IMP-2', 'IMP-3', 'IMP-8', known.wskId]))
      .orderBy(asc(wskIdRecords.wskId));
    const byId = Object.fromEntries(rows.map((row) => [row.wskId, row]));
    expect(byId['IMP-1']).toMatchObject({
      firstName: 'Gianmarco',
      lastName: 'Tamberi',
      birthday: '1992-06-01',
      gender: 'M',
      nationalityRaw: 'ITA',
      countryFederationId: italy,
      status: WSK_ID_STATUSES.INITIAL,
      userId: null,
    });
    expect(byId['IMP-2']).toMatchObject({ birthday: '1997-03-04', countryFederationId: italy });
    expect(byId['IMP-3']).toMatchObject({
      nationalityRaw: 'Atlantis',
      countryFederationId: null,
      birthday: null,
    });
    expect(byId['IMP-8']).toMatchObject({
      firstName: 'Anna "Nana"',
      lastName: 'De Luca, Jr',
      birthday: '2000-02-29',
      countryFederationId: france,
    });
    expect(byId[known.wskId]).toMatchObject({
      lastName: 'Egonu-Updated',
      birthday: '1998-12-18',
      countryFederationId: italy,
      status: WSK_ID_STATUSES.MATCHED,
      userId: owner,
    });

    const audit = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'wsk_ids.import'));
    expect(audit.find((event) => event.details.file_name === 'athletes 2026.csv')?.details).toEqual({
      file_name: 'athletes 2026.csv',
      rows: 12,
      created: 4,
      updated: 1,
      rejected: 7,
    });
  });

  it('reads semicolons, a byte order mark, Windows line breaks, quoted line breaks and empty lines', async () => {
    const content =
      '\uFEFFwsk_id;first_name;last_name;birthday\r\nSEMI-1;Filippo;Ganna;25/07/1996\r\n\r\n;;;\r\nSEMI-2;"Elia\r\nAlberto";Viviani;\r\nSEMI-3;;Nome;\r\n';
    const report = await expectImported(content);
    expect(report).toMatchObject({ rows: 3, created: 2, updated: 0 });
    expect(report.rejected).toEqual([
      { line: 7, wsk_id: 'SEMI-3', reasons: [IMPORT_MESSAGES.firstNameMissing] },
    ]);
    const [ganna] = await ctx.db.select().from(wskIdRecords).where(eq(wskIdRecords.wskId, 'SEMI-1'));
    expect(ganna).toMatchObject({ firstName: 'Filippo', birthday: '1996-07-25', status: 'initial' });
  });

  it('400 for a file without the required columns or that is not CSV, with nothing written', async () => {
    const missing = await importCsv('wsk_id;name;surname\nMISS-1;A;B\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 400 },
      invalid_fields: { content: [expect.stringContaining('first_name, last_name')] },
    });
    const broken = await importCsv('wsk_id,first_name,last_name\nBROKEN-1,"Unclosed,Quote\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().invalid_fields.content).toHaveLength(1);
    expect((await importCsv('')).statusCode).toBe(400);
    expect((await importCsv('\n\n')).statusCode).toBe(400);
    const written = await ctx.db
      .select()
      .from(wskIdRecords)
      .where(inArray(wskIdRecords.wskId, ['MISS-1', 'BROKEN-1']));
    expect(written).toEqual([]);
  });

  it('takes a file larger than the server’s default body limit', async () => {
    const padding = 'p'.repeat(1500);
    const lines = ['wsk_id,first_name,last_name,notes'];
    for (let index = 0; index < 800; index += 1) lines.push(`BIG-${index},Big,File,${padding}`);
    const content = lines.join('\n');
    expect(content.length).toBeGreaterThan(ctx.config.bodyLimitBytes);
    const report = await expectImported(content);
    expect(report).toMatchObject({ rows: 800, created: 800, rejected: [] });
  });

  it('imports 5,000 rows in batches quickly, and again as updates', async () => {
    const lines = ['wsk_id,first_name,last_name,birthday,gender,nationality'];
    for (let index = 0; index < 5000; index += 1) {
      const day = String((index % 28) + 1).padStart(2, '0');
      lines.push(`BULK-${index},Nome${index},Cognome${index},${day}/03/1995,F,${index % 2 ? 'ITA' : 'FR'}`);
    }
    const started = performance.now();
    const report = await expectImported(lines.join('\n'));
    const firstMs = performance.now() - started;
    expect(report).toMatchObject({ rows: 5000, created: 5000, updated: 0, rejected: [] });
    const again = await expectImported(lines.join('\n'));
    expect(again).toMatchObject({ rows: 5000, created: 0, updated: 5000 });
    // Generous for a loaded CI machine; batched inserts take well under a second or two.
    expect(firstMs).toBeLessThan(testDatabaseKind === 'pglite' ? 20_000 : 10_000);
  });
});
