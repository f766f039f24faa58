// The user-management lists: shapes, paging, every filter and ordering, the NF scope, who may read which
// list, pending requests, the computed event validity and the number of queries per list.
import {
  notApprovedQuerySchema,
  staffCandidatesQuerySchema,
  usersListQuerySchema,
} from '@portal/contract/endpoints/user-management';
import { pagedSchema } from '@portal/contract/http';
import type { Permission, RoleType } from '@portal/contract/roles';
import { staffCandidateSchema, userListItemSchema } from '@portal/contract/user';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { departments, groups, jobs } from '../../db/schema/organizations';
import { passports } from '../../db/schema/personal-details';
import { sports } from '../../db/schema/sports';
import { userSports } from '../../db/schema/user-sports';
import { type NewUserRow, users } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';
import { useTestApp } from '../../test/harness';
import {
  listNotApprovedUsers,
  listNotApprovedWskUsers,
  listStaffCandidates,
  listUsers,
  validityDayOf,
} from './user-lists';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const CANDIDATES = `${USERS}staff_candidates/`;
const NOT_APPROVED = `${USERS}not_approved_users/`;
const NOT_APPROVED_WSK = `${USERS}not_approved_wsk_users/`;

/** Every fixture's last name holds it, so `search=Qzx` isolates them from the demo accounts. */
const TAG = 'Qzx';
const usersPage = pagedSchema(userListItemSchema);
const candidatesPage = pagedSchema(staffCandidateSchema);

const now = new Date();
const { today } = validityDayOf(now);
const year = now.getUTCFullYear();
const shiftDays = (days: number) =>
  new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

const ids: Record<string, number> = {};
let italy = 0;
let france = 0;
let sportA = { id: 0, name: '', type: '' };
let sportB = { id: 0, name: '', type: '' };
let department = 0;
const tokens: Record<string, string> = {};

type Fixture = Partial<NewUserRow> & {
  readonly key: string;
  readonly role: RoleType | null;
  readonly permission?: Permission;
  readonly passport?: boolean;
  readonly sports?: readonly { sportId: number; federationId: number | null }[];
};

async function addUser({ key, role, permission, passport, sports: picks, ...values }: Fixture) {
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `${key}.${TAG.toLowerCase()}@lists.test`,
      firstName: key.charAt(0).toUpperCase() + key.slice(1),
      lastName: `${TAG}${key}`,
      roleId: role ? await ctx.roleIdOf(role, permission ?? null) : null,
      ...values,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('No user inserted');
  ids[key] = row.id;
  if (passport) {
    await ctx.db
      .insert(passports)
      .values({ userId: row.id, firstName: key, lastName: TAG, nationality: 'IT', number: `P-${key}` });
  }
  for (const pick of picks ?? []) {
    await ctx.db.insert(userSports).values({ userId: row.id, kind: 'athlete', ...pick });
  }
}

const valid = (days = 365) => ({
  registrationCompleted: true,
  activeUntilDate: shiftDays(days),
  antiDopingYearIssued: year,
});

beforeAll(async () => {
  italy = await ctx.federationIdOf('ITA');
  france = await ctx.federationIdOf('FRA');
  const [first, second] = await ctx.db
    .select({ id: sports.id, name: sports.name, type: sports.type })
    .from(sports)
    .orderBy(asc(sports.id))
    .limit(2);
  if (!first || !second) throw new Error('The reference seed has fewer than two sports');
  sportA = first;
  sportB = second;
  const [dept] = await ctx.db
    .insert(departments)
    .values({ name: 'Qzx Department', organizationType: 'sport' })
    .returning({ id: departments.id });
  const [group] = await ctx.db
    .insert(groups)
    .values({ name: 'Qzx Group', departmentId: dept?.id, allowSports: true, organizationType: null })
    .returning({ id: groups.id });
  const [job] = await ctx.db
    .insert(jobs)
    .values({ name: 'Qzx Job', groupId: group?.id, organizationType: 'events' })
    .returning({ id: jobs.id });
  department = dept?.id ?? 0;
  const staffUnits = { departmentId: dept?.id, groupId: group?.id, jobId: job?.id };

  const day = (n: number) => new Date(Date.UTC(2020, 0, n));
  await addUser({
    key: 'alice',
    role: 'athlete',
    federationId: italy,
    gender: 'F',
    ...valid(),
    // The oldest issue year still valid (3 years, §9).
    antiDopingYearIssued: year - 2,
    passport: true,
    avatar: `${'a'.repeat(32)}.png`,
    wskId: 'WSK-QZX-100%',
    sports: [{ sportId: sportA.id, federationId: italy }],
    createdAt: day(5),
  });
  await addUser({
    key: 'bob',
    role: 'athlete',
    federationId: france,
    gender: 'M',
    ...valid(),
    // Expires today: already expired (§4).
    activeUntilDate: today,
    sports: [
      { sportId: sportA.id, federationId: france },
      { sportId: sportB.id, federationId: italy },
    ],
    createdAt: day(1),
  });
  await addUser({
    key: 'carol',
    role: 'athlete',
    federationId: italy,
    gender: 'F',
    ...valid(1),
    // Three years old: expired.
    antiDopingYearIssued: year - 3,
    passport: true,
    createdAt: day(3),
  });
  await addUser({
    key: 'dave',
    role: 'ito',
    federationId: italy,
    gender: 'M',
    ...valid(1),
    ...staffUnits,
    sports: [{ sportId: sportB.id, federationId: null }],
    createdAt: day(2),
  });
  await addUser({
    key: 'erin',
    role: 'athlete',
    roleStatus: 'pending',
    federationId: italy,
    updatedAt: day(10),
    createdAt: day(4),
  });
  await addUser({
    key: 'frank',
    role: 'athlete',
    roleStatus: 'pending',
    federationId: france,
    updatedAt: day(8),
    createdAt: day(6),
  });
  await addUser({
    key: 'gina',
    role: 'nf_admin',
    permission: 'viewer',
    roleStatus: 'pending',
    federationId: italy,
    nfAdminFederationId: italy,
    updatedAt: day(9),
    createdAt: day(7),
  });
  await addUser({ key: 'hank', role: 'ito', roleStatus: 'pending', updatedAt: day(7), createdAt: day(8) });
  await addUser({
    key: 'ivan',
    role: 'athlete',
    federationId: italy,
    ...valid(),
    deletedAt: new Date(),
    createdAt: day(9),
  });
  await addUser({
    key: 'jane',
    role: 'wsk_admin',
    permission: 'viewer',
    ...valid(),
    createdAt: day(10),
  });
  await addUser({
    key: 'kyle',
    role: 'guest',
    federationId: italy,
    registrationCompleted: false,
    createdAt: day(11),
  });
  await addUser({
    key: 'lena',
    role: 'nf_admin',
    permission: 'admin',
    federationId: italy,
    nfAdminFederationId: italy,
    ...valid(),
    activeUntilDate: null,
    createdAt: day(12),
  });

  for (const email of [
    'wsk.admin@portal.test',
    'wsk.viewer@portal.test',
    'nf.admin@portal.test',
    'nf.viewer@portal.test',
    'athlete@portal.test',
    'guest@portal.test',
    'ito@portal.test',
  ]) {
    tokens[email.split('@')[0] ?? email] = await ctx.tokenFor(email);
  }
});

const get = (url: string, token: string, query: Record<string, string | number | boolean> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const suffix = search ? `?${search}` : '';
  return ctx.app.inject({ method: 'GET', url: `${url}${suffix}`, headers: ctx.bearer(token) });
};

/** The tagged users a WSK administrator finds with these filters, in list order. */
async function keysOf(query: Record<string, string | number | boolean> = {}, token = tokens['wsk.admin']) {
  const response = await get(USERS, token ?? '', { search: TAG, page_size: 100, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return usersPage.parse(response.json()).results.map(keyOf);
}

const keyOf = (item: { id: number }) =>
  Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? `#${item.id}`;

const itemOf = async (key: string) => {
  const response = await get(USERS, tokens['wsk.admin'] ?? '', { search: `${TAG}${key}` });
  const item = usersPage.parse(response.json()).results.find((row) => row.id === ids[key]);
  if (!item) throw new Error(`${key} is not listed`);
  return item;
};

const LISTED = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'gina', 'hank', 'jane', 'kyle', 'lena'];

describe('GET users/ (listUsers)', () => {
  it('lists every live user in the contract shape, by last name, without the deleted one', async () => {
    expect(await keysOf()).toEqual([...LISTED].sort());
  });

  it('fills every field of a row', async () => {
    const alice = await itemOf('alice');
    expect(alice).toEqual({
      id: ids.alice,
      avatar: `http://portal.test/api/files/${'a'.repeat(32)}.png/`,
      email: `alice.qzx@lists.test`,
      first_name: 'Alice',
      last_name: 'Qzxalice',
      full_name: 'Alice Qzxalice',
      gender: 'F',
      role: expect.objectContaining({ type: 'athlete', permission: null }),
      department: null,
      group: null,
      job: null,
      federations: [expect.objectContaining({ id: italy, code: 'ITA' })],
      sport: [sportA],
      has_anti_doping: true,
      has_passport: true,
      is_valid_for_event: true,
      registration_completed: true,
      passport_expire_date: shiftDays(365),
    });
    const dave = await itemOf('dave');
    expect(dave.department).toEqual({ id: department, name: 'Qzx Department', organization_type: 'sport' });
    expect(dave.group).toMatchObject({ name: 'Qzx Group', organization_type: null, allow_sports: true });
    expect(dave.job).toMatchObject({ name: 'Qzx Job', organization_type: 'events' });
  });

  it('gives the distinct federations of the sports, else the national federation', async () => {
    const bob = await itemOf('bob');
    expect(bob.federations.map((federation) => federation.id).sort()).toEqual([france, italy].sort());
    expect(bob.sport.map((sport) => sport.id).sort()).toEqual([sportA.id, sportB.id].sort());
    // Dave's only sport names no federation, Carol has none: both show their national federation.
    expect((await itemOf('dave')).federations.map((federation) => federation.id)).toEqual([italy]);
    expect((await itemOf('carol')).federations.map((federation) => federation.id)).toEqual([italy]);
    expect((await itemOf('carol')).sport).toEqual([]);
    expect((await itemOf('hank')).federations).toEqual([]);
  });

  it('computes event validity and anti-doping from the data, not from the stored column', async () => {
    // The stored flag says the opposite of the data for both; the list must not believe it.
    await ctx.db
      .update(users)
      .set({ isValidForEvent: false })
      .where(eq(users.id, ids.alice ?? 0));
    await ctx.db
      .update(users)
      .set({ isValidForEvent: true })
      .where(eq(users.id, ids.bob ?? 0));
    const [alice, bob, carol, dave, lena] = await Promise.all(
      ['alice', 'bob', 'carol', 'dave', 'lena'].map(itemOf),
    );
    // Anti-doping of the year current−2 is valid, a passport valid until tomorrow too.
    expect(alice).toMatchObject({ is_valid_for_event: true, has_anti_doping: true });
    expect(dave).toMatchObject({ is_valid_for_event: true, passport_expire_date: shiftDays(1) });
    // A passport expiring today is expired.
    expect(bob).toMatchObject({ is_valid_for_event: false, has_anti_doping: true, has_passport: false });
    // Anti-doping of the year current−3 is expired.
    expect(carol).toMatchObject({ is_valid_for_event: false, has_anti_doping: false });
    // No passport date: not valid.
    expect(lena).toMatchObject({ is_valid_for_event: false, passport_expire_date: null });
    expect(await keysOf({ is_valid_for_event: true })).toEqual(['alice', 'dave', 'jane']);
    expect(await keysOf({ is_valid_for_event: false })).toEqual(
      LISTED.filter((key) => !['alice', 'dave', 'jane'].includes(key)).sort(),
    );
  });

  it('pages in SQL with next and previous links, and answers an empty page beyond the end', async () => {
    const first = usersPage.parse(
      (await get(USERS, tokens['wsk.admin'] ?? '', { search: TAG, page_size: 4 })).json(),
    );
    expect(first.count).toBe(LISTED.length);
    expect(first.results.map(keyOf)).toEqual([...LISTED].sort().slice(0, 4));
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`http://portal.test${USERS}?search=${TAG}&page_size=4&page=2`);
    const last = usersPage.parse(
      (await get(USERS, tokens['wsk.admin'] ?? '', { search: TAG, page_size: 4, page: 3 })).json(),
    );
    expect(last.results.map(keyOf)).toEqual([...LISTED].sort().slice(8));
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`http://portal.test${USERS}?search=${TAG}&page_size=4&page=2`);
    const beyond = usersPage.parse(
      (await get(USERS, tokens['wsk.admin'] ?? '', { search: TAG, page_size: 4, page: 50 })).json(),
    );
    expect(beyond).toMatchObject({ count: LISTED.length, next: null, results: [] });
    expect(beyond.previous).toBe(`http://portal.test${USERS}?search=${TAG}&page_size=4&page=3`);
    const huge = await get(USERS, tokens['wsk.admin'] ?? '', {
      search: TAG,
      page: 2_000_000_000,
      page_size: 100,
    });
    expect(huge.statusCode, huge.body).toBe(200);
    expect(usersPage.parse(huge.json()).results).toEqual([]);
  });

  it('orders by each contract ordering, then by id', async () => {
    const byName = [...LISTED].sort();
    expect(await keysOf({ ordering: 'last_name' })).toEqual(byName);
    expect(await keysOf({ ordering: '-last_name' })).toEqual([...byName].reverse());
    // First names are the capitalised keys, e-mails start with the key: both follow the keys.
    expect(await keysOf({ ordering: 'first_name' })).toEqual(byName);
    expect(await keysOf({ ordering: '-first_name' })).toEqual([...byName].reverse());
    expect(await keysOf({ ordering: 'email' })).toEqual(byName);
    expect(await keysOf({ ordering: '-email' })).toEqual([...byName].reverse());
    const byCreated = [
      'bob',
      'dave',
      'carol',
      'erin',
      'alice',
      'frank',
      'gina',
      'hank',
      'jane',
      'kyle',
      'lena',
    ];
    expect(await keysOf({ ordering: 'created' })).toEqual(byCreated);
    expect(await keysOf({ ordering: '-created' })).toEqual([...byCreated].reverse());
    expect((await get(USERS, tokens['wsk.admin'] ?? '', { ordering: 'age' })).statusCode).toBe(400);
  });

  it('breaks ties by id', async () => {
    const twins = await keysOf({ search: 'Qzxtwin' });
    expect(twins).toEqual([]);
    await addUser({ key: 'twin2', role: 'guest', lastName: 'Qzxtwin' });
    await addUser({ key: 'twin1', role: 'guest', lastName: 'Qzxtwin' });
    expect(await keysOf({ search: 'Qzxtwin' })).toEqual(['twin2', 'twin1']);
    expect(await keysOf({ search: 'Qzxtwin', ordering: '-last_name' })).toEqual(['twin1', 'twin2']);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.lastName, 'Qzxtwin'));
  });

  it('searches names, e-mail and WSK id case-insensitively, wildcards taken literally', async () => {
    expect(await keysOf({ search: 'qZXALI' })).toEqual(['alice']);
    expect(await keysOf({ search: 'ALICE' })).toEqual(['alice']);
    expect(await keysOf({ search: 'bob.qzx@LISTS' })).toEqual(['bob']);
    expect(await keysOf({ search: 'wsk-qzx-100%' })).toEqual(['alice']);
    expect(await keysOf({ search: 'qzx%ce' })).toEqual([]);
    expect(await keysOf({ search: 'qzx_lice' })).toEqual([]);
  });

  it('filters by approved role and by permission; pending requests do not match', async () => {
    expect(await keysOf({ role: 'athlete' })).toEqual(['alice', 'bob', 'carol']);
    expect(await keysOf({ role: 'ito' })).toEqual(['dave']);
    expect(await keysOf({ role: 'nf_admin' })).toEqual(['lena']);
    expect(await keysOf({ role: 'wsk_admin', permission: 'viewer' })).toEqual(['jane']);
    expect(await keysOf({ permission: 'viewer' })).toEqual(['jane']);
    expect(await keysOf({ permission: 'admin' })).toEqual(['lena']);
    expect(await keysOf({ role: 'guest' })).toEqual(['kyle']);
  });

  it('filters by federation, sport and gender', async () => {
    expect(await keysOf({ federation: france })).toEqual(['bob', 'frank']);
    expect(await keysOf({ sport: sportA.id })).toEqual(['alice', 'bob']);
    expect(await keysOf({ sport: sportB.id })).toEqual(['bob', 'dave']);
    expect(await keysOf({ gender: 'F' })).toEqual(['alice', 'carol']);
    expect(await keysOf({ gender: 'M', federation: italy })).toEqual(['dave']);
  });

  it('filters by registration, passport and anti-doping', async () => {
    const registered = ['alice', 'bob', 'carol', 'dave', 'jane', 'lena'];
    expect(await keysOf({ registration_completed: true })).toEqual(registered);
    expect(await keysOf({ registration_completed: false })).toEqual(
      LISTED.filter((key) => !registered.includes(key)).sort(),
    );
    expect(await keysOf({ has_passport: true })).toEqual(['alice', 'carol']);
    expect(await keysOf({ has_passport: false })).not.toContain('alice');
    expect(await keysOf({ has_passport: false })).toHaveLength(LISTED.length - 2);
    expect(await keysOf({ has_anti_doping: true })).toEqual(['alice', 'bob', 'dave', 'jane', 'lena']);
    expect(await keysOf({ has_anti_doping: false })).toEqual([
      'carol',
      'erin',
      'frank',
      'gina',
      'hank',
      'kyle',
    ]);
    expect((await get(USERS, tokens['wsk.admin'] ?? '', { has_passport: 'yes' })).statusCode).toBe(400);
  });

  it('shows NF staff only the users of their federation, whatever they filter', async () => {
    const italians = ['alice', 'carol', 'dave', 'erin', 'gina', 'kyle', 'lena'];
    for (const who of ['nf.admin', 'nf.viewer']) {
      const token = tokens[who];
      expect(await keysOf({}, token)).toEqual(italians);
      expect(await keysOf({ federation: france }, token)).toEqual([]);
      expect(await keysOf({ sport: sportA.id }, token)).toEqual(['alice']);
      const all = usersPage.parse((await get(USERS, token ?? '', { page_size: 100 })).json());
      const theirs = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.federationId, italy), isNull(users.deletedAt)));
      expect(all.count).toBe(theirs.length);
      expect(all.results.map((item) => item.id).sort()).toEqual(theirs.map((row) => row.id).sort());
    }
  });

  it('shows an NF user without an administered federation nobody', async () => {
    const token = await ctx.token({ role: 'nf_admin', permission: 'admin' });
    const page = usersPage.parse((await get(USERS, token)).json());
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('shows WSK viewers every live user', async () => {
    const page = usersPage.parse((await get(USERS, tokens['wsk.viewer'] ?? '', { page_size: 100 })).json());
    const live = await ctx.db.select({ id: users.id }).from(users).where(isNull(users.deletedAt));
    expect(page.count).toBe(live.length);
    expect(page.results.map((item) => item.id)).not.toContain(ids.ivan);
  });

  it('refuses athletes, guests, ITOs and pending staff', async () => {
    const pendingNf = await ctx.token({ role: 'nf_admin', permission: 'viewer', userId: ids.gina ?? 0 });
    await ctx.db
      .update(users)
      .set({ roleStatus: 'pending' })
      .where(eq(users.id, ids.gina ?? 0));
    for (const token of [tokens.athlete, tokens.guest, tokens.ito, pendingNf]) {
      for (const url of [USERS, CANDIDATES, NOT_APPROVED, NOT_APPROVED_WSK]) {
        expect((await get(url, token ?? '')).statusCode, url).toBe(403);
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: USERS })).statusCode).toBe(401);
  });
});

describe('GET users/staff_candidates/', () => {
  const candidates = async (
    query: Record<string, string | number | boolean>,
    token = tokens['wsk.admin'],
  ) => {
    const response = await get(CANDIDATES, token ?? '', { search: TAG, page_size: 100, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return candidatesPage.parse(response.json());
  };

  it('lists registered users with an approved role other than athlete, in the candidate shape', async () => {
    const page = await candidates({});
    expect(page.results.map(keyOf)).toEqual(['dave', 'jane', 'lena']);
    expect(Object.keys(page.results[0] ?? {}).sort()).toEqual(Object.keys(staffCandidateSchema.shape).sort());
    expect(page.results[0]).toMatchObject({ full_name: 'Dave Qzxdave', is_valid_for_event: true });
  });

  it('filters by event validity and keeps NF staff to their federation', async () => {
    expect((await candidates({ is_valid_for_event: true })).results.map(keyOf)).toEqual(['dave', 'jane']);
    expect((await candidates({ is_valid_for_event: false })).results.map(keyOf)).toEqual(['lena']);
    expect((await candidates({}, tokens['nf.viewer'])).results.map(keyOf)).toEqual(['dave', 'lena']);
  });
});

describe('GET users/not_approved_users/ and not_approved_wsk_users/', () => {
  const pending = async (url: string, query: Record<string, string | number | boolean>, token?: string) => {
    const response = await get(url, token ?? tokens['wsk.admin'] ?? '', { search: TAG, ...query });
    expect(response.statusCode, response.body).toBe(200);
    return usersPage.parse(response.json()).results.map(keyOf);
  };

  it('lists pending athletes oldest request first; NF staff see their federation only', async () => {
    expect(await pending(NOT_APPROVED, {})).toEqual(['frank', 'erin']);
    expect(await pending(NOT_APPROVED, { role: 'athlete' })).toEqual(['frank', 'erin']);
    expect(await pending(NOT_APPROVED, { role: 'ito' })).toEqual([]);
    expect(await pending(NOT_APPROVED, {}, tokens['nf.admin'])).toEqual(['erin']);
    expect(await pending(NOT_APPROVED, {}, tokens['nf.viewer'])).toEqual(['erin']);
    expect(await pending(NOT_APPROVED, { search: 'Qzxerin' })).toEqual(['erin']);
  });

  it('lists pending WSK, NF and ITO requests to WSK staff only', async () => {
    expect(await pending(NOT_APPROVED_WSK, {})).toEqual(['hank', 'gina']);
    expect(await pending(NOT_APPROVED_WSK, { role: 'nf_admin' })).toEqual(['gina']);
    expect(await pending(NOT_APPROVED_WSK, { role: 'athlete' })).toEqual([]);
    expect(await pending(NOT_APPROVED_WSK, {}, tokens['wsk.viewer'])).toEqual(['hank', 'gina']);
    for (const who of ['nf.admin', 'nf.viewer']) {
      expect((await get(NOT_APPROVED_WSK, tokens[who] ?? '')).statusCode).toBe(403);
    }
  });

  it('shows the requested role in the row', async () => {
    const response = await get(NOT_APPROVED_WSK, tokens['wsk.admin'] ?? '', { search: 'Qzxgina' });
    const [gina] = usersPage.parse(response.json()).results;
    expect(gina?.role).toMatchObject({ type: 'nf_admin', permission: 'viewer' });
  });
});

describe('queries per list', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Counts the statements the driver runs, whichever driver it is. */
  function countQueries() {
    const { driver } = ctx.database.handle;
    const target: { query: (...args: never[]) => unknown } =
      driver.kind === 'pglite' ? driver.client : driver.pool;
    return vi.spyOn(target, 'query');
  }

  const caller = (role: AccessClaims['role'], userId: number): AccessClaims => ({
    userId,
    sessionId: 1,
    role,
    permission: 'admin',
  });

  // The page's ids with the count, then the rows of those ids with their sports (one prepared statement).
  it('reads a full page in two queries, whatever its length and filters', async () => {
    const deps = { db: ctx.db, config: ctx.config };
    const links = { requestUrl: USERS };
    const [nfAdmin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nf.admin@portal.test'));
    const cases = [
      () => listUsers(deps, caller('wsk_admin', 1), usersListQuerySchema.parse({ page_size: 100 }), links),
      () =>
        listUsers(
          deps,
          caller('nf_admin', nfAdmin?.id ?? 0),
          usersListQuerySchema.parse({ page_size: 100 }),
          links,
        ),
      () => listUsers(deps, caller('wsk_admin', 1), usersListQuerySchema.parse({ search: 'a' }), links),
      () =>
        listUsers(deps, caller('wsk_admin', 1), usersListQuerySchema.parse({ has_passport: 'false' }), links),
      () => listStaffCandidates(deps, caller('wsk_admin', 1), staffCandidatesQuerySchema.parse({}), links),
      () =>
        listNotApprovedUsers(
          deps,
          caller('nf_admin', nfAdmin?.id ?? 0),
          notApprovedQuerySchema.parse({}),
          links,
        ),
      () => listNotApprovedWskUsers(deps, caller('wsk_admin', 1), notApprovedQuerySchema.parse({}), links),
    ];
    for (const run of cases) {
      const spy = countQueries();
      const page = await run();
      expect(page.results.length).toBeGreaterThan(0);
      expect(spy.mock.calls.length).toBe(2);
      spy.mockRestore();
    }
  });

  it('count the matches of a page past the end on their own, with and without a search', async () => {
    const deps = { db: ctx.db, config: ctx.config };
    const links = { requestUrl: USERS };
    for (const filters of [{}, { search: 'a' }, { has_passport: 'false' }]) {
      const first = await listUsers(deps, caller('wsk_admin', 1), usersListQuerySchema.parse(filters), links);
      expect(first.count).toBeGreaterThan(0);
      const spy = countQueries();
      const beyond = await listUsers(
        deps,
        caller('wsk_admin', 1),
        usersListQuerySchema.parse({ ...filters, page: 1000 }),
        links,
      );
      expect(beyond.results).toEqual([]);
      expect(beyond.count, JSON.stringify(filters)).toBe(first.count);
      // The page's ids (none, so no count came with them), then the count alone.
      expect(spy.mock.calls.length).toBe(2);
      spy.mockRestore();
    }
  });
});
