// The users export (users/export_to/): CSV and XLSX content, that each tab exports what its list shows in
// the same order, keyset batches across every ordering, 10,000 users, the NF scope and who may export.
import {
  EXPORT_COLUMNS,
  EXPORT_CONTENT_TYPES,
  EXPORT_COUNT_HEADER,
  type ExportUsersBody,
  exportUsersBodySchema,
  USER_ORDERINGS,
} from '@portal/contract/endpoints/user-management';
import type { Permission, RoleType } from '@portal/contract/roles';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { passports } from '../../db/schema/personal-details';
import { sports } from '../../db/schema/sports';
import { userSports } from '../../db/schema/user-sports';
import { type NewUserRow, users } from '../../db/schema/users';
import type { AccessClaims } from '../../platform/auth/tokens';
import { csvCell, xmlText } from '../../platform/export/tabular-file';
import { useTestApp } from '../../test/harness';
import { exportUsers } from './export';
import { validityDayOf } from './user-lists';

const ctx = useTestApp({ seedDemo: true });

const USERS = '/api/client/users/users/';
const EXPORT = `${USERS}export_to/`;
/** Every fixture's e-mail holds it, so `search: TAG` isolates them from the demo accounts. */
const TAG = 'qexp';
const HEADERS = EXPORT_COLUMNS.map(([, header]) => header);
/** Any list page: only the ids and the link to the next page matter here. */
const listPage = z.object({ next: z.string().nullable(), results: z.array(z.object({ id: z.number() })) });

const now = new Date();
const { today } = validityDayOf(now);
const year = now.getUTCFullYear();
const shiftDays = (days: number) =>
  new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let italy = 0;
let france = 0;
let sportA = { id: 0, name: '' };
let sportB = { id: 0, name: '' };

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
      email: `${key}.${TAG}@export.test`,
      firstName: key.charAt(0).toUpperCase() + key.slice(1),
      lastName: `Qexp${key}`,
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

const day = (n: number) => new Date(Date.UTC(2020, 0, n));

beforeAll(async () => {
  italy = await ctx.federationIdOf('ITA');
  france = await ctx.federationIdOf('FRA');
  const [first, second] = await ctx.db
    .select({ id: sports.id, name: sports.name })
    .from(sports)
    .orderBy(asc(sports.id))
    .limit(2);
  if (!first || !second) throw new Error('The reference seed has fewer than two sports');
  sportA = first;
  sportB = second;

  await addUser({
    key: 'anna',
    role: 'athlete',
    federationId: italy,
    gender: 'F',
    ...valid(),
    passport: true,
    wskId: 'WSK-QEXP-1',
    sports: [
      { sportId: sportA.id, federationId: italy },
      { sportId: sportB.id, federationId: france },
    ],
    createdAt: day(3),
  });
  await addUser({
    key: 'bruno',
    role: 'athlete',
    federationId: france,
    gender: 'M',
    ...valid(),
    // Formulas at the start of cells: the CSV must defuse them.
    firstName: '=HYPERLINK("http://evil.test","click")',
    wskId: '@SUM(1+1)',
    sports: [{ sportId: sportA.id, federationId: france }],
    createdAt: day(1),
  });
  await addUser({
    key: 'chloe',
    role: 'athlete',
    federationId: italy,
    gender: 'F',
    ...valid(),
    // Expired anti-doping; a comma, quotes, a line break, accents, XML specials and a control character.
    antiDopingYearIssued: year - 3,
    firstName: 'Chloé "la, rapide"\nBis',
    lastName: 'Qexpchloe <Ünal> & Søn\u0001',
    createdAt: day(2),
  });
  await addUser({
    key: 'dario',
    role: 'athlete',
    roleStatus: 'pending',
    federationId: italy,
    gender: 'M',
    updatedAt: day(10),
    createdAt: day(4),
  });
  await addUser({
    key: 'emil',
    role: 'athlete',
    roleStatus: 'pending',
    federationId: france,
    updatedAt: day(8),
    createdAt: day(5),
  });
  await addUser({
    key: 'fay',
    role: 'nf_admin',
    permission: 'viewer',
    roleStatus: 'pending',
    federationId: italy,
    nfAdminFederationId: italy,
    updatedAt: day(9),
    createdAt: day(6),
  });
  await addUser({ key: 'gus', role: 'ito', federationId: italy, ...valid(1), createdAt: day(7) });
  await addUser({
    key: 'hugo',
    role: 'athlete',
    federationId: italy,
    ...valid(),
    deletedAt: new Date(),
    createdAt: day(8),
  });
  // No e-mail (a phone sign-up): found by its last name, sorted last by e-mail.
  await addUser({ key: 'ivy', role: 'guest', email: null, lastName: 'Qexpivy', createdAt: day(9) });
  await addUser({ key: 'jon', role: 'guest', email: null, lastName: 'Qexpjon', createdAt: day(9) });
  await addUser({
    key: 'kim',
    role: 'wsk_admin',
    permission: 'viewer',
    ...valid(),
    createdAt: day(9),
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

/** A POST to export_to/ as the WSK administrator, as `token`'s user, or without a token (null). */
const post = (body: unknown, token: string | null = tokens['wsk.admin'] ?? '') =>
  ctx.app.inject({
    method: 'POST',
    url: EXPORT,
    payload: body as object,
    headers: token === null ? {} : ctx.bearer(token),
  });

/** The CSV's rows without the BOM, header first, checking the bytes on the way. */
function csvRows(raw: Buffer): string[][] {
  expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = raw.toString('utf8').slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break outside quotes is CRLF: no bare LF ends a record.
  expect(text.replace(/"[^"]*"/g, '').match(/(?<!\r)\n/)).toBeNull();
  return parse(text, { relax_column_count: false });
}

async function exportCsv(body: Partial<ExportUsersBody>, token?: string) {
  const response = await post({ format: 'csv', ...body }, token);
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = csvRows(response.rawPayload);
  expect(header).toEqual(HEADERS);
  expect(Number(response.headers[EXPORT_COUNT_HEADER])).toBe(rows.length);
  return rows;
}

const keyOf = (id: number | string) =>
  Object.entries(ids).find(([, value]) => value === Number(id))?.[0] ?? `#${id}`;
const csvKeys = async (body: Partial<ExportUsersBody>, token?: string) =>
  (await exportCsv({ search: TAG, ...body }, token)).map((row) => keyOf(row[0] ?? ''));

/** The ids the list endpoint shows, every page, for the same query. */
async function listIds(path: string, query: Record<string, string | number | boolean>, token?: string) {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const search = new URLSearchParams(
      Object.entries({ ...query, page, page_size: 100 }).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${path}?${search}`,
      headers: ctx.bearer(token ?? tokens['wsk.admin'] ?? ''),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = listPage.parse(response.json());
    found.push(...body.results.map((item) => item.id));
    if (!body.next) return found;
  }
}

/** Cells of an XLSX sheet as plain values, row by row. */
async function xlsxRows(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let column = 1; column <= EXPORT_COLUMNS.length; column++) values.push(row.getCell(column).value);
    rows.push(values);
  });
  return { sheet, rows };
}

describe('CSV', () => {
  it('answers a UTF-8 attachment with the header row, the count and no caching', async () => {
    const response = await post({ format: 'csv', search: TAG });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.csv);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${today}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(HEADERS);
    expect(response.headers[EXPORT_COUNT_HEADER]).toBe(String(rows.length));
    expect(rows).toHaveLength(10);
  });

  it('writes every column of a row', async () => {
    const rows = await exportCsv({ search: 'anna.qexp' });
    const cells = Object.fromEntries(EXPORT_COLUMNS.map(([key], index) => [key, rows[0]?.[index]]));
    expect(cells).toEqual({
      id: String(ids.anna),
      first_name: 'Anna',
      last_name: 'Qexpanna',
      email: 'anna.qexp@export.test',
      gender: 'Female',
      role: 'Athlete',
      role_status: 'Approved',
      national_federation: 'Italy',
      federations: expect.stringMatching(/^(Italy, France|France, Italy)$/),
      sports: [sportA.name, sportB.name].sort().join(', '),
      wsk_id: 'WSK-QEXP-1',
      registration_completed: 'Yes',
      has_passport: 'Yes',
      passport_expire_date: shiftDays(365),
      has_anti_doping: 'Yes',
      is_valid_for_event: 'Yes',
      created: '2020-01-03',
    });
    const [kim] = await exportCsv({ search: 'kim.qexp' });
    expect(kim?.[EXPORT_COLUMNS.findIndex(([key]) => key === 'role')]).toBe('WSK Viewer');
  });

  it('quotes commas, quotes and line breaks, keeps accents, and defuses formulas', async () => {
    const [chloe] = await exportCsv({ search: 'chloe.qexp' });
    expect(chloe?.[1]).toBe('Chloé "la, rapide"\nBis');
    expect(chloe?.[2]).toBe('Qexpchloe <Ünal> & Søn\u0001');
    expect(chloe?.[14]).toBe('No');
    const [bruno] = await exportCsv({ search: 'bruno.qexp' });
    expect(bruno?.[1]).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(bruno?.[2]).toBe('Qexpbruno');
    expect(bruno?.[10]).toBe("'@SUM(1+1)");
  });

  it('guards every formula start and quotes per RFC 4180', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).includes(`'${start}`)).toBe(true);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('applies the filters of the list', async () => {
    expect(await csvKeys({ gender: 'F' })).toEqual(['anna', 'chloe']);
    expect(await csvKeys({ role: 'athlete' })).toEqual(['anna', 'bruno', 'chloe']);
    expect(await csvKeys({ federation: france })).toEqual(['bruno', 'emil']);
    expect(await csvKeys({ sport: sportB.id })).toEqual(['anna']);
    expect(await csvKeys({ has_passport: true })).toEqual(['anna']);
    expect(await csvKeys({ has_anti_doping: false, role: 'athlete' })).toEqual(['chloe']);
    expect(await csvKeys({ is_valid_for_event: true })).toEqual(['anna', 'bruno', 'gus', 'kim']);
    expect(await csvKeys({ registration_completed: false })).toEqual(['dario', 'emil', 'fay', 'ivy', 'jon']);
    expect(await csvKeys({ permission: 'viewer' })).toEqual(['kim']);
  });

  it('exports what the list shows, in its order, for every ordering', async () => {
    for (const ordering of USER_ORDERINGS) {
      const exported = await csvKeys({ ordering });
      const listed = (await listIds(USERS, { search: TAG, ordering })).map(keyOf);
      expect(exported, ordering).toEqual(listed);
      expect(exported).not.toContain('hugo');
    }
  });

  it('exports each tab as its list shows it', async () => {
    expect(await csvKeys({ list: 'not_approved' })).toEqual(
      (await listIds(`${USERS}not_approved_users/`, { search: TAG })).map(keyOf),
    );
    expect(await csvKeys({ list: 'not_approved' })).toEqual(['emil', 'dario']);
    expect(await csvKeys({ list: 'not_approved_wsk' })).toEqual(['fay']);
    expect(await csvKeys({ list: 'staff_candidates' })).toEqual(
      (await listIds(`${USERS}staff_candidates/`, { search: TAG })).map(keyOf),
    );
    expect(await csvKeys({ list: 'staff_candidates' })).toEqual(['gus', 'kim']);
    const [fay] = await exportCsv({ list: 'not_approved_wsk', search: 'fay.qexp' });
    expect(fay?.slice(5, 7)).toEqual(['NF Viewer', 'Pending']);
  });
});

describe('keyset batches', () => {
  afterEach(() => vi.restoreAllMocks());

  const wsk = (): AccessClaims => ({ userId: 1, sessionId: 1, role: 'wsk_admin', permission: 'admin' });

  async function exportedIds(body: Partial<ExportUsersBody>, batchSize: number) {
    const file = await exportUsers(
      { db: ctx.db },
      wsk(),
      exportUsersBodySchema.parse({ format: 'csv', search: TAG, ...body }),
      { batchSize },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of file.chunks) chunks.push(Buffer.from(chunk));
    return csvRows(Buffer.concat(chunks))
      .slice(1)
      .map((row) => Number(row[0]));
  }

  it('resume exactly after the last row in every ordering, nulls and ties included', async () => {
    for (const ordering of [...USER_ORDERINGS, undefined]) {
      const whole = await exportedIds({ ordering }, 1000);
      expect(whole).toHaveLength(10);
      for (const size of [1, 2, 3])
        expect(await exportedIds({ ordering }, size), `${ordering}/${size}`).toEqual(whole);
    }
    expect(await exportedIds({ list: 'not_approved' }, 1)).toEqual([ids.emil, ids.dario]);
  });

  it('read a batch in one query after one count, never one per row', async () => {
    const { driver } = ctx.database.handle;
    const target: { query: (...args: never[]) => unknown } =
      driver.kind === 'pglite' ? driver.client : driver.pool;
    const spy = vi.spyOn(target, 'query');
    // 10 rows in batches of 3: four full or partial batches of one query each (their sports included), and
    // the count.
    await exportedIds({}, 3);
    expect(spy.mock.calls.length).toBe(1 + 4);
  });
});

describe('XLSX', () => {
  it('is a workbook with the header, numbers for ids and the text escaped', async () => {
    const response = await post({ format: 'xlsx', search: TAG, ordering: 'first_name' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(EXPORT_CONTENT_TYPES.xlsx);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="users-${today}.xlsx"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sheet, rows } = await xlsxRows(response.rawPayload);
    expect(sheet.name).toBe('Users');
    const [header, ...data] = rows;
    expect(header).toEqual(HEADERS);
    expect(data).toHaveLength(Number(response.headers[EXPORT_COUNT_HEADER]));
    expect(data.map((row) => keyOf(row[0] as number))).toEqual(
      (await listIds(USERS, { search: TAG, ordering: 'first_name' })).map(keyOf),
    );
    const byKey = new Map(data.map((row) => [keyOf(row[0] as number), row]));
    const anna = byKey.get('anna');
    expect(anna?.[0]).toBe(ids.anna);
    expect(anna?.slice(1, 8)).toEqual([
      'Anna',
      'Qexpanna',
      'anna.qexp@export.test',
      'Female',
      'Athlete',
      'Approved',
      'Italy',
    ]);
    expect(anna?.[13]).toBe(shiftDays(365));
    // XML specials survive, the control character (not allowed in XML 1.0) is dropped.
    expect(byKey.get('chloe')?.slice(1, 3)).toEqual(['Chloé "la, rapide"\nBis', 'Qexpchloe <Ünal> & Søn']);
    // An inline string is never a formula: no apostrophe needed.
    expect(byKey.get('bruno')?.[1]).toBe('=HYPERLINK("http://evil.test","click")');
    // Empty cells (no e-mail) stay empty.
    expect(byKey.get('ivy')?.[3]).toBeNull();
  });

  it('escapes XML text and strips characters XML 1.0 does not allow', () => {
    expect(xmlText('a & b <c> "d"')).toBe('a &amp; b &lt;c&gt; &quot;d&quot;');
    expect(xmlText('x\u0000\u0008\u000b\ufffe\ud800y\ttab\n😀')).toBe('xy\ttab\n😀');
  });
});

// Enough users for three batches of the real size, with a partial last one; the 100,000-user scale is the
// benchmark's (bench/), not the test suite's.
describe('2,500 users', () => {
  it('export completely in both formats', { timeout: 120_000 }, async () => {
    const athlete = await ctx.roleIdOf('athlete');
    await ctx.db.execute(sql`
      insert into users (email, first_name, last_name, role_id, federation_id, gender, registration_completed,
        active_until_date, anti_doping_year_issued, created_at)
      select 'bulk' || g || '@bulk.test', 'Bulk', 'Qbulk' || lpad(g::text, 5, '0'), ${athlete},
        case when g % 2 = 0 then ${italy}::int else ${france}::int end,
        (array['M','F','X'])[1 + g % 3], g % 4 <> 0, current_date + (g % 700) - 100,
        ${year} - g % 5, now() - g * interval '1 minute'
      from generate_series(1, 2500) as g`);
    await ctx.db.execute(sql`
      insert into user_sports (user_id, sport_id, kind, federation_id)
      select id, ${sportA.id}, 'athlete', federation_id from users where email like 'bulk%@bulk.test'`);

    const csv = await post({ format: 'csv', search: 'qbulk' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers[EXPORT_COUNT_HEADER]).toBe('2500');
    const [header, ...rows] = csvRows(csv.rawPayload);
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(2_500);
    expect(rows[0]?.[2]).toBe('Qbulk00001');
    expect(rows[2499]?.[2]).toBe('Qbulk02500');
    expect(new Set(rows.map((row) => row[0])).size).toBe(2_500);
    expect(rows.every((row) => row[9] === sportA.name)).toBe(true);

    const xlsx = await post({ format: 'xlsx', search: 'qbulk', ordering: '-created' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers[EXPORT_COUNT_HEADER]).toBe('2500');
    const { rows: cells } = await xlsxRows(xlsx.rawPayload);
    expect(cells).toHaveLength(2_501);
    // Newest first: the user created a minute ago (g = 1) leads.
    expect(cells[1]?.[2]).toBe('Qbulk00001');
    expect(cells[2_500]?.[2]).toBe('Qbulk02500');
    expect(new Set(cells.slice(1).map((row) => row[0])).size).toBe(2_500);

    // Streamed: the workbook comes out batch by batch, not as one buffer at the end.
    const file = await exportUsers(
      { db: ctx.db },
      { userId: 1, sessionId: 1, role: 'wsk_admin', permission: 'viewer' },
      exportUsersBodySchema.parse({ format: 'xlsx', search: 'qbulk' }),
      { batchSize: 200 },
    );
    let chunks = 0;
    let largest = 0;
    let total = 0;
    for await (const chunk of file.chunks) {
      chunks++;
      total += chunk.length;
      largest = Math.max(largest, chunk.length);
    }
    expect(chunks).toBeGreaterThanOrEqual(10);
    expect(largest).toBeLessThan(total / 4);
  });
});

describe('scope and access', () => {
  it('keeps NF staff to their federation, whatever they filter', async () => {
    for (const who of ['nf.admin', 'nf.viewer']) {
      const rows = await exportCsv({}, tokens[who]);
      const theirs = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.federationId, italy), isNull(users.deletedAt)));
      expect(rows.map((row) => Number(row[0])).sort()).toEqual(theirs.map((row) => row.id).sort());
      expect(rows.every((row) => row[7] === 'Italy')).toBe(true);
      expect(await csvKeys({ federation: france }, tokens[who])).toEqual([]);
      expect(await csvKeys({ list: 'not_approved' }, tokens[who])).toEqual(['dario']);
    }
  });

  it('never gives an NF administrator the users of another federation', async () => {
    await addUser({
      key: 'france.admin',
      role: 'nf_admin',
      permission: 'admin',
      email: 'france.admin@other.test',
      lastName: 'Lefèvre',
      federationId: france,
      nfAdminFederationId: france,
    });
    const token = await ctx.token({
      role: 'nf_admin',
      permission: 'admin',
      userId: ids['france.admin'] ?? 0,
    });
    const rows = await exportCsv({}, token);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[7] === 'France')).toBe(true);
    expect(rows.map((row) => keyOf(row[0] ?? ''))).not.toContain('anna');
    const xlsx = await post({ format: 'xlsx' }, token);
    const { rows: cells } = await xlsxRows(xlsx.rawPayload);
    expect(cells.slice(1).every((row) => row[7] === 'France')).toBe(true);
    // Without an administered federation: nobody.
    const lost = await ctx.token({ role: 'nf_admin', permission: 'admin' });
    expect(await exportCsv({}, lost)).toEqual([]);
  });

  it('refuses the WSK requests tab to NF staff in the error format', async () => {
    for (const who of ['nf.admin', 'nf.viewer']) {
      const response = await post({ format: 'csv', list: 'not_approved_wsk' }, tokens[who]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 403, message: 'You do not have permission to perform this action' },
      });
    }
    expect((await post({ format: 'csv', list: 'not_approved_wsk' }, tokens['wsk.viewer'])).statusCode).toBe(
      200,
    );
  });

  it('lets viewers export, refuses athletes, guests and ITOs, and asks for a token', async () => {
    for (const who of ['wsk.viewer', 'nf.viewer']) {
      expect((await post({ format: 'xlsx' }, tokens[who])).statusCode, who).toBe(200);
    }
    for (const who of ['athlete', 'guest', 'ito']) {
      const response = await post({ format: 'csv' }, tokens[who]);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().error.code).toBe(403);
    }
    const anonymous = await post({ format: 'csv' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 401, message: null } });
  });

  it('rejects bad input with the fields', async () => {
    const response = await post({ format: 'pdf', list: 'everyone', has_passport: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().invalid_fields).sort()).toEqual(['format', 'has_passport', 'list']);
  });
});
